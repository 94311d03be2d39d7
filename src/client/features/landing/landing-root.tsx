import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { PRODUCT_NAME } from "@shared/product";
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

/** The landing page's <title> and description in its language (the build writes them into each page's head). */
export function landingHead(i18n: I18n): { title: string; description: string } {
  return {
    title: i18n._(msg({ message: `${PRODUCT_NAME}: bite-sized parenting lessons`, comment: "The landing page's title in the browser tab and search results" })),
    description: i18n._(
      msg({
        message: `${PRODUCT_NAME}: five-minute, playful parenting lessons with friendly child monsters. Learn what to say in the hard moments, one small step a day.`,
        comment: "The landing page's description in search results",
      }),
    ),
  };
}
