import { ACHIEVEMENTS } from "@shared/rules/achievements";
import { Card } from "../../components/ui/card";
import { cn } from "../../lib/cn";

const EARNED_DATE = new Intl.DateTimeFormat("en-US", { dateStyle: "long" });

/** "November 23, 2026", or null for a badge earned before dates were kept (or an unreadable date). */
export function earnedDate(iso: string | undefined): string | null {
  if (!iso) return null;
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? null : EARNED_DATE.format(at);
}

/**
 * Every badge a parent can earn: the earned ones in colour with the day they were earned, the others greyed with
 * what to do to earn them.
 */
export function BadgesList({ achievements, dates }: { achievements: readonly string[]; dates: Readonly<Record<string, string>> }) {
  // The rules' achievements, then the module badges of content/badges.json.
  const badges = Object.entries(ACHIEVEMENTS);
  const earnedCount = badges.filter(([id]) => achievements.includes(id)).length;
  return (
    <Card role="region" aria-labelledby="badges-title">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="badges-title" className="text-xl font-extrabold">
          Badges
        </h2>
        <p className="shrink-0 text-sm font-semibold text-ink-soft">
          {earnedCount} of {badges.length} earned
        </p>
      </div>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {badges.map(([id, badge]) => {
          const earned = achievements.includes(id);
          const date = earnedDate(dates[id]);
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
                <h3 className={cn("leading-snug font-extrabold", earned ? "text-ink" : "text-ink-soft")}>{badge.title}</h3>
                {earned ? (
                  <>
                    <p className="text-sm font-bold text-success dark:text-ink">{date ? `Earned ${date}` : "Earned"}</p>
                    <p className="text-sm text-ink-soft">{badge.description}</p>
                  </>
                ) : (
                  <>
                    <p className="text-sm font-bold text-ink-soft">Not earned yet</p>
                    <p className="text-sm text-ink-soft">{badge.howToEarn}</p>
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
