// The public entry of this feature: the app and other features import only from here (docs/code-style.md#dependency-direction).
// Screens behind a `load…` function arrive in their own chunk when first opened.
export const loadAdminDashboardPage = () => import("./admin-dashboard-page").then((m) => m.AdminDashboardPage);
export const loadControlPanelPage = () => import("./control-panel-page").then((m) => m.ControlPanelPage);
export const loadSignedOutAdminDashboard = () => import("./signed-out-admin").then((m) => m.SignedOutAdminDashboard);
export const loadSignedOutControlPanel = () => import("./signed-out-admin").then((m) => m.SignedOutControlPanel);
