import type { ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { type LessonStatus, whatOpens } from "@shared/rules/locks";
import type { LessonSummary, Level } from "@shared/schemas/learning";
import { OpensWith } from "../../components/opens-with";
import { lessonIntroPath, STATUS_LABEL } from "./lesson-card";

/**
 * A row of lesson cards beside the path (for more than one child, for you): one line that scrolls sideways on a
 * phone, each card with its status, an optional line of its own, and for a locked one what opens it.
 */
export function LessonRow({
  id,
  title,
  lessons,
  levels,
  allLessons,
  statuses,
  completed,
  note,
}: {
  id: string;
  title: ReactNode;
  lessons: readonly LessonSummary[];
  levels: readonly Level[];
  allLessons: readonly LessonSummary[];
  statuses: ReadonlyMap<number, LessonStatus>;
  completed: ReadonlySet<number>;
  note?: (lesson: LessonSummary) => ReactNode;
}) {
  const { i18n } = useLingui();
  if (lessons.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mt-3">
      <h3 id={id} className="font-extrabold text-ink">
        {title}
      </h3>
      <ul className="-mx-1 mt-1 flex snap-x gap-2 overflow-x-auto px-1 pb-2">
        {lessons.map((lesson) => {
          const status = statuses.get(lesson.id) ?? "locked";
          return (
            <li key={lesson.id} className="w-52 shrink-0 snap-start">
              <Link
                href={lessonIntroPath(lesson)}
                className="flex h-full flex-col gap-1 rounded-xl border-2 border-line bg-surface px-3 py-2 hover:border-brand"
              >
                <span className="line-clamp-2 leading-tight font-bold text-ink">{lesson.title}</span>
                {note ? <span className="text-sm text-ink-soft">{note(lesson)}</span> : null}
                <span className="text-sm text-ink-soft">{i18n._(STATUS_LABEL[status])}</span>
                {status === "locked" ? (
                  <span className="text-sm text-ink-soft">
                    <OpensWith opens={whatOpens(lesson, levels, allLessons, completed)} />
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
