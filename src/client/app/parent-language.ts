import { useLingui } from "@lingui/react";
import { useEffect } from "react";
import { useSettings } from "../data/settings";
import { followParentLanguage } from "../lib/i18n/i18n";

/**
 * A signed-in parent sees the app in the language of their settings on every device: when the page came in another
 * one (a choice made elsewhere), the app switches at once and this device remembers it. Logging in switches before the
 * first screen (features/auth/api/login.ts).
 */
export function useParentLanguage(userId: number | undefined): void {
  const { data: settings } = useSettings(userId);
  const { i18n } = useLingui();
  const wanted = settings?.language;
  useEffect(() => {
    void followParentLanguage(wanted);
  }, [wanted, i18n.locale]);
}
