// The public entry of this feature: the app and other features import only from here (docs/code-style.md#dependency-direction).

// Screens behind a `load…` function arrive in their own chunk when first opened.
export const loadGetHelpPage = () => import("./get-help-page").then((m) => m.SignedInGetHelpPage);
export const loadPublicGetHelpPage = () => import("./get-help-page").then((m) => m.PublicGetHelpPage);
