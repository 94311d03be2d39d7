import { useLingui } from "@lingui/react";
import { isDisplayLanguage, isLanguage, landingLanguageAt, landingPathOf, SOURCE_LANGUAGE } from "@shared/i18n/locales";
import { rememberLanguage, switchLanguage } from "./i18n";
import { LanguageMenu } from "./language-menu";

/**
 * The signed-out pages' language menu (landing, log in, register, waitlist, Get help now): the choice is kept on
 * this device and goes into the account made afterwards. On the landing page it opens the page at the language's
 * own address (`/es/`); elsewhere the page changes language where it is.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { i18n } = useLingui();
  const value = isDisplayLanguage(i18n.locale) ? i18n.locale : SOURCE_LANGUAGE;
  return (
    <LanguageMenu
      labelHidden
      value={value}
      className={className}
      onChange={(language) => {
        const at = window.location.pathname;
        if ((at === "/" || landingLanguageAt(at) !== undefined) && isLanguage(language)) {
          rememberLanguage(language);
          window.location.assign(landingPathOf(language));
          return;
        }
        void switchLanguage(language);
      }}
    />
  );
}
