// Only the version field is bundled: Vite turns a named JSON import into a single constant.
import { version } from "../../../package.json";

/** The app's version, read from package.json when the client is built. */
export const APP_VERSION: string = version;
