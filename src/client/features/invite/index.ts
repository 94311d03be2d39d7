// The public entry of this feature: the app and other features import only from here (docs/code-style.md#dependency-direction).
// Screens behind a `load…` function arrive in their own chunk when first opened.
export const loadInvitePage = () => import("./invite-page").then((m) => m.InvitePage);
