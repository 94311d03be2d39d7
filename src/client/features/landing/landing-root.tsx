import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { LandingPage } from "./landing-page";

/**
 * The whole tree of the prerendered landing page, in the build (src/client/server-render.tsx) and in the browser
 * (src/client/landing-start.tsx) alike: the page and its words, nothing else.
 */
export function LandingRoot({ i18n }: { i18n: I18n }) {
  return (
    <I18nProvider i18n={i18n}>
      <LandingPage />
    </I18nProvider>
  );
}
