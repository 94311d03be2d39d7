// The shell's dialogs, in a chunk of their own: a screen is drawn without them, and they arrive when the browser is
// idle or when one is first opened, whichever comes first (app-shell.tsx).
export { HelpDialog } from "./help-dialog";
export { SettingsDialog } from "./settings-dialog";
export { SideMenu } from "./side-menu";
