import { Trans, useLingui } from "@lingui/react/macro";
import type { ForYouPick } from "@shared/rules/for-you";
import { answerLabel, isParentAnswer } from "@shared/rules/for-you";
import type { LessonStatus } from "@shared/rules/locks";
import type { LessonSummary, Level } from "@shared/schemas/learning";
import { LessonRow } from "./lesson-row";

/** How many lessons the row shows: a short row, never the whole list (the path holds every lesson). */
export const FOR_YOU_COUNT = 3;

/**
 * The words under a lesson picked for the parent: the answer it matches; a family of several children (worked out
 * from the children's birth months, never said) in words of its own.
 */
export function BecauseYouSaid({ pick }: { pick: Pick<ForYouPick<unknown>, "because"> }) {
  const { i18n } = useLingui();
  if (!isParentAnswer(pick.because)) {
    return <Trans comment="Under a lesson for families of several children, picked because the parent keeps more than one child">For a family with more than one child</Trans>;
  }
  const answer = i18n._(answerLabel(pick.because));
  return <Trans comment="Under a lesson picked from the parent's onboarding answers; {answer} is one of those answers">Because you said: {answer}</Trans>;
}

/**
 * docs/product-rules.md#for-you: up to three lessons that match what the parent told us, each with the answer it
 * matches; the lesson already Up next is left out of it.
 */
export function ForYouRow({
  picks,
  lessons,
  levels,
  statuses,
  completed,
}: {
  picks: readonly ForYouPick<LessonSummary>[];
  lessons: readonly LessonSummary[];
  levels: readonly Level[];
  statuses: ReadonlyMap<number, LessonStatus>;
  completed: ReadonlySet<number>;
}) {
  const shown = picks.filter((pick) => statuses.get(pick.lesson.id) !== "current").slice(0, FOR_YOU_COUNT);
  const because = new Map(shown.map((pick) => [pick.lesson.id, pick]));
  return (
    <LessonRow
      id="for-you-row-title"
      title={<Trans comment="Heading over lessons picked from the parent's onboarding answers">For you</Trans>}
      lessons={shown.map((pick) => pick.lesson)}
      levels={levels}
      allLessons={lessons}
      statuses={statuses}
      completed={completed}
      note={(lesson) => {
        const pick = because.get(lesson.id);
        return pick ? <BecauseYouSaid pick={pick} /> : null;
      }}
    />
  );
}
