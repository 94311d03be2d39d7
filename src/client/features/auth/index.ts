// The public entry of this feature: the app and other features import only from here (docs/code-style.md#dependency-direction).

// Screens behind a `load…` function arrive in their own chunk when first opened.
export const loadLoginPage = () => import("./login-page").then((m) => m.LoginPage);
export const loadRegisterPage = () => import("./register-page").then((m) => m.RegisterPage);
export const loadForgotPasswordPage = () => import("./forgot-password-page").then((m) => m.ForgotPasswordPage);
export const loadResetPasswordPage = () => import("./reset-password-page").then((m) => m.ResetPasswordPage);
