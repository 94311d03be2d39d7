import { useLingui } from "@lingui/react";
import { useEffect } from "react";
import { isLanguage, OFFERED_SETTING_LANGUAGES } from "@shared/i18n/locales";
import { useSettings } from "../data/settings";
import { switchLanguage } from "../lib/i18n/i18n";

/**
 * A signed-in parent sees the app in the language of their settings on every device: when the page came in another
 * one (a new device, a choice made elsewhere), the app switches at once and this device remembers it.
 */
export function useParentLanguage(userId: number | undefined): void {
  const { data: settings } = useSettings(userId);
  const { i18n } = useLingui();
  const wanted = settings?.language;
  useEffect(() => {
    if (!isLanguage(wanted) || !OFFERED_SETTING_LANGUAGES.includes(wanted) || wanted === i18n.locale) return;
    // The development language, chosen on this device, is kept (docs/translating.md).
    if (i18n.locale === "pseudo") return;
    void switchLanguage(wanted);
  }, [wanted, i18n.locale]);
}
