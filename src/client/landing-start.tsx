import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { LandingRoot } from "./features/landing";
import { activateLanguage, i18n, pageLanguage } from "./lib/i18n/i18n";
import { noteSignedOutElsewhere } from "./lib/signed-out-elsewhere";

/**
 * The prerendered landing page comes to life: its language's part of the catalog, then the same tree the build
 * rendered (src/client/server-render.tsx, renderLanding). Its links are real links: the forms and the lesson open as
 * pages of their own, so the landing page carries no data layer or router.
 */
export function startLanding(root: HTMLElement): void {
  // The landing page is served only without a session: when the server said this device's session ended elsewhere,
  // the sign-in page says so (lib/signed-out-elsewhere.ts).
  if (noteSignedOutElsewhere()) {
    window.location.replace("/login");
    return;
  }
  void activateLanguage(pageLanguage(), "landing").then(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <LandingRoot i18n={i18n} />
      </StrictMode>,
    );
  });
}
