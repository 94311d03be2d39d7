// The public entry of this feature: the app and other features import only from here (docs/code-style.md#dependency-direction).
export { LandingPage } from "./landing-page";
export { LandingRoot, landingHead } from "./landing-root";
