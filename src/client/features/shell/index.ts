// The public entry of this feature: the app and other features import only from here (docs/code-style.md#dependency-direction).
export { AppShell } from "./app-shell";
