import { useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { achievementOf } from "@shared/rules/achievements";
import { onBadgeNews, takeWaitingBadges } from "../lib/badge-news";
import { catalogText } from "../lib/catalog-text";
import { useContentLanguage } from "../lib/i18n/content-language";
import { notifyNext } from "./ui/toast";

/**
 * Announces the badges that wait for the parent (lib/badge-news.ts) in a toast, in the parent's language: the toaster
 * is a polite live region, so a screen reader hears it too. Mounted once in the signed-in app; a toast already
 * showing ("Entry Saved", the welcome) keeps its time first.
 */
export function BadgeAnnouncer({ userId }: { userId: number }) {
  const { t, i18n } = useLingui();
  const language = useContentLanguage();
  useEffect(() => {
    const announce = () => {
      const badges = takeWaitingBadges(userId).flatMap((id) => {
        const badge = achievementOf(id, language);
        return badge ? [{ title: catalogText(i18n, badge.title), description: catalogText(i18n, badge.description) }] : [];
      });
      const [first] = badges;
      if (!first) return;
      if (badges.length === 1) {
        const badgeTitle = first.title;
        notifyNext({ title: t`New badge: ${badgeTitle}`, description: first.description });
        return;
      }
      const titles = listOf(i18n.locale, badges.map((badge) => badge.title));
      notifyNext({ title: t({ message: `New badges: ${titles}`, comment: "Several badges earned at once, e.g. New badges: First Step and First Reflection" }) });
    };
    announce();
    return onBadgeNews(announce);
  }, [userId, language, i18n, t]);
  return null;
}

/** "A, B and C" in the language's way, or commas where the browser does not know the language's lists. */
function listOf(locale: string, items: string[]): string {
  try {
    return new Intl.ListFormat(locale, { type: "conjunction" }).format(items);
  } catch {
    return items.join(", ");
  }
}
