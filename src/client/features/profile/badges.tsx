import { Trans, useLingui } from "@lingui/react/macro";
import { achievementsIn } from "@shared/rules/achievements";
import { catalogText } from "../../lib/catalog-text";
import { useContentLanguage } from "../../lib/i18n/content-language";
import { Card } from "../../components/ui/card";
import { cn } from "../../lib/cn";
import { dayOf } from "../../lib/time-zone";

/**
 * Every badge a parent can earn: the earned ones in colour with the day they were earned, the others greyed with
 * what to do to earn them.
 */
export function BadgesList({
  achievements,
  dates,
  timeZone,
}: {
  achievements: readonly string[];
  dates: Readonly<Record<string, string>>;
  /** The parent's time zone, whose calendar day each badge was earned on. */
  timeZone: string | undefined;
}) {
  // The rules' achievements, then the module badges of content/badges.json.
  const { i18n, t } = useLingui();
  const badges = Object.entries(achievementsIn(useContentLanguage()));
  const total = badges.length;
  const earnedCount = badges.filter(([id]) => achievements.includes(id)).length;
  return (
    <Card role="region" aria-labelledby="badges-title">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id="badges-title" className="text-xl font-extrabold">
          <Trans>Badges</Trans>
        </h2>
        <p className="shrink-0 text-sm font-semibold text-ink-soft">
          <Trans comment="How many of all the badges the parent has earned, e.g. 3 of 12 earned">
            {earnedCount} of {total} earned
          </Trans>
        </p>
      </div>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {badges.map(([id, badge]) => {
          const earned = achievements.includes(id);
          const date = dayOf(i18n, dates[id], timeZone);
          return (
            <li
              key={id}
              data-earned={earned}
              className={cn(
                "flex items-start gap-3 rounded-xl border-2 px-3 py-3",
                earned ? "border-amber-300 bg-surface" : "border-dashed border-line bg-paper",
              )}
            >
              <Medal earned={earned} />
              <div className="min-w-0">
                <h3 className={cn("leading-snug font-extrabold", earned ? "text-ink" : "text-ink-soft")}>{catalogText(i18n, badge.title)}</h3>
                {earned ? (
                  <>
                    <p className="text-sm font-bold text-success dark:text-ink">{date
                        ? t({ message: `Earned ${date}`, comment: "{date} is the day the badge was earned, e.g. November 23, 2026" })
                        : t({ message: "Earned", comment: "A badge the parent has earned (no date kept)" })}</p>
                    <p className="text-sm text-ink-soft">{catalogText(i18n, badge.description)}</p>
                  </>
                ) : (
                  <>
                    <p className="text-sm font-bold text-ink-soft">
                      <Trans comment="A badge the parent has not earned yet">Not earned yet</Trans>
                    </p>
                    <p className="text-sm text-ink-soft">{catalogText(i18n, badge.howToEarn)}</p>
                  </>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

function Medal({ earned }: { earned: boolean }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 48 48" className="size-12 shrink-0">
      <path d="M15 4h8l4 14h-8ZM33 4h-8l-4 14h8Z" className={earned ? "fill-level-blue" : "fill-line"} />
      <circle cx="24" cy="30" r="14" className={earned ? "fill-amber-300 stroke-level-orange" : "fill-surface stroke-line"} strokeWidth="3" />
      {earned ? (
        <path d="m24 22 2.6 5.4 5.9.7-4.4 4 1.2 5.8L24 35l-5.3 2.9 1.2-5.8-4.4-4 5.9-.7Z" className="fill-level-orange" />
      ) : (
        <g className="fill-none stroke-ink-soft" strokeWidth="2.5" strokeLinecap="round">
          <rect x="18.5" y="28" width="11" height="8" rx="1.5" />
          <path d="M21 28v-2.5a3 3 0 0 1 6 0V28" />
        </g>
      )}
    </svg>
  );
}
