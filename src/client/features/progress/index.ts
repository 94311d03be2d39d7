// The public entry of this feature: the app and other features import only from here (docs/code-style.md#dependency-direction).

// The screen and its charts arrive in their own chunk when first opened: no other screen loads them.
export const loadProgressPage = () => import("./progress-page").then((m) => m.ProgressPage);
