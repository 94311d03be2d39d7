import { forSeveralChildren } from "@shared/rules/age-match";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import type { LessonStatus } from "@shared/rules/locks";
import type { LessonSummary, Level } from "@shared/schemas/learning";
import { Card } from "../../components/ui/card";
import { lessonIntroPath, STATUS_LABEL } from "./lesson-card";

const linkClasses = "font-semibold text-brand underline underline-offset-4 hover:no-underline";

/**
 * docs/product-rules.md#age-levels: what home says beside the path when the child's age asks for a word. A parent of
 * a teenager is told plainly what Growly covers for that age and pointed to the teen lessons and the nine-to-twelve
 * level; a parent of children in more than one age group is pointed to the lessons on brothers and sisters.
 */
export function AgeGuide({
  childAge,
  levels,
  lessons,
  statuses,
}: {
  childAge: string | undefined;
  levels: readonly Level[];
  lessons: readonly LessonSummary[];
  statuses: ReadonlyMap<number, LessonStatus>;
}) {
  if (childAge === "13+") return <TeenGuide levels={levels} lessons={lessons} />;
  if (childAge === "multiple") return <SiblingsGuide lessons={lessons} statuses={statuses} />;
  return null;
}

function firstLessonOf(level: Level | undefined, lessons: readonly LessonSummary[]) {
  if (!level) return undefined;
  return lessons.filter((lesson) => lesson.levelId === level.id).sort((a, b) => a.order - b.order)[0];
}

function TeenGuide({ levels, lessons }: { levels: readonly Level[]; lessons: readonly LessonSummary[] }) {
  const teens = levels.find((level) => level.ages?.includes("13+"));
  const middle = levels.find((level) => level.ages?.includes("9-12"));
  const teenCount = teens ? lessons.filter((lesson) => lesson.levelId === teens.id).length : 0;
  const teenStart = firstLessonOf(teens, lessons);
  const middleStart = firstLessonOf(middle, lessons);
  const { t } = useLingui();
  const teensTitle = teens?.title;
  const middleTitle = middle?.title;
  return (
    <Card role="region" aria-labelledby="age-guide-title">
      <h2 id="age-guide-title" className="text-xl font-extrabold">
        <Trans>What Growly has for teenagers</Trans>
      </h2>
      <p className="mt-2 text-ink-soft">
        {teens && teenCount > 0
          ? `${t({
              message: plural(teenCount, {
                one: `The ${teensTitle} level has # lesson for a teenager.`,
                other: `The ${teensTitle} level has # lessons for a teenager.`,
              }),
              comment: "{teensTitle} is the name of the teen level",
            })} ${teens.description}`
          : t`No lessons are written for teenagers yet.`}{" "}
        <Trans>
          The nine-to-twelve level has more for the early teens, and the stories page has practice stories for this age.
        </Trans>
      </p>
      <ul className="mt-3 flex flex-col gap-2">
        {teens && teenStart ? (
          <li>
            <Link href={lessonIntroPath(teenStart)} className={linkClasses}>
              <Trans comment="Link to the first lesson of a level; {teensTitle} is the level's name">Start with {teensTitle}</Trans>
            </Link>
          </li>
        ) : null}
        {middle && middleStart ? (
          <li>
            <Link href={lessonIntroPath(middleStart)} className={linkClasses}>
              <Trans comment="Second link, after 'Start with…'; {middleTitle} is a level's name">Then {middleTitle}</Trans>
            </Link>
          </li>
        ) : null}
      </ul>
    </Card>
  );
}

function SiblingsGuide({ lessons, statuses }: { lessons: readonly LessonSummary[]; statuses: ReadonlyMap<number, LessonStatus> }) {
  const { i18n } = useLingui();
  const siblings = lessons.filter((lesson) => forSeveralChildren(lesson));
  if (siblings.length === 0) return null;
  return (
    <Card role="region" aria-labelledby="age-guide-title">
      <h2 id="age-guide-title" className="text-xl font-extrabold">
        <Trans>Recommended for more than one child</Trans>
      </h2>
      <p className="mt-2 text-ink-soft">
        <Trans>Your path starts with the skills every age shares. These lessons are about brothers and sisters.</Trans>
      </p>
      <ul className="mt-3 flex flex-col gap-2">
        {siblings.map((lesson) => (
          <li key={lesson.id} className="flex flex-wrap items-baseline gap-x-2">
            <Link href={lessonIntroPath(lesson)} className={linkClasses}>
              {lesson.title}
            </Link>
            <span className="text-sm text-ink-soft">{i18n._(STATUS_LABEL[statuses.get(lesson.id) ?? "locked"])}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
