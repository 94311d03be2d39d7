// The public entry of this feature: the app and other features import only from here (docs/code-style.md#dependency-direction).
export { OfflineBanner } from "./offline-banner";
export { useOfflineSync } from "./use-offline-sync";
export { SavedOnDeviceStatus } from "./saved-on-device-status";
