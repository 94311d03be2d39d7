import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { type LessonStatus, whatOpens } from "@shared/rules/locks";
import type { LessonSummary, Level } from "@shared/schemas/learning";
import { OpensWith } from "../../components/opens-with";
import { lessonIntroPath, STATUS_LABEL } from "./lesson-card";

/**
 * The lessons for more than one child (`isSiblingsLesson`, docs/product-rules.md#age-levels) as a row of their own
 * beside the selected child's path, shown from two children on: one line of cards that scrolls sideways on a phone,
 * the ones a parent can open first, and each locked one saying which lesson or level opens it.
 */
export function SiblingsRow({
  lessons,
  levels,
  statuses,
  completed,
}: {
  lessons: readonly LessonSummary[];
  levels: readonly Level[];
  statuses: ReadonlyMap<number, LessonStatus>;
  completed: ReadonlySet<number>;
}) {
  const { i18n } = useLingui();
  const locked = (lesson: LessonSummary) => (statuses.get(lesson.id) ?? "locked") === "locked";
  const siblings = lessons.filter((lesson) => lesson.forSiblings === true).sort((a, b) => Number(locked(a)) - Number(locked(b)));
  if (siblings.length === 0) return null;
  return (
    <section aria-labelledby="siblings-row-title" className="mt-3">
      <h3 id="siblings-row-title" className="font-extrabold text-ink">
        <Trans>For more than one child</Trans>
      </h3>
      <ul className="-mx-1 mt-1 flex snap-x gap-2 overflow-x-auto px-1 pb-2">
        {siblings.map((lesson) => (
          <li key={lesson.id} className="w-52 shrink-0 snap-start">
            <Link
              href={lessonIntroPath(lesson)}
              className="flex h-full flex-col gap-1 rounded-xl border-2 border-line bg-surface px-3 py-2 hover:border-brand"
            >
              <span className="line-clamp-2 leading-tight font-bold text-ink">{lesson.title}</span>
              <span className="text-sm text-ink-soft">{i18n._(STATUS_LABEL[statuses.get(lesson.id) ?? "locked"])}</span>
              {locked(lesson) ? (
                <span className="text-sm text-ink-soft">
                  <OpensWith opens={whatOpens(lesson, levels, lessons, completed)} />
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
