import { forSeveralChildren } from "@shared/rules/age-match";
import { Trans } from "@lingui/react/macro";
import type { LessonStatus } from "@shared/rules/locks";
import type { LessonSummary, Level } from "@shared/schemas/learning";
import { LessonRow } from "./lesson-row";

/**
 * The lessons for more than one child (their `ages` tagged "multiple", docs/product-rules.md#age-levels) as a row of their own beside
 * the selected child's path, shown from two children on: the ones a parent can open first, and each locked one
 * saying which lesson or level opens it.
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
  const locked = (lesson: LessonSummary) => (statuses.get(lesson.id) ?? "locked") === "locked";
  const siblings = lessons.filter((lesson) => forSeveralChildren(lesson)).sort((a, b) => Number(locked(a)) - Number(locked(b)));
  return (
    <LessonRow
      id="siblings-row-title"
      title={<Trans>For more than one child</Trans>}
      lessons={siblings}
      levels={levels}
      allLessons={lessons}
      statuses={statuses}
      completed={completed}
    />
  );
}
