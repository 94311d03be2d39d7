import { Link } from "wouter";
import { isSiblingsLesson } from "@shared/rules/age-match";
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
  return (
    <Card role="region" aria-labelledby="age-guide-title">
      <h2 id="age-guide-title" className="text-xl font-extrabold">
        What Growly has for teenagers
      </h2>
      <p className="mt-2 text-ink-soft">
        Growly is written mostly for children from birth to twelve.{" "}
        {teens && teenCount > 0
          ? `For a teenager there ${teenCount === 1 ? "is 1 lesson" : `are ${teenCount} lessons`} so far, in ${teens.title}. ${teens.description}`
          : "No lessons are written for teenagers yet."}{" "}
        The ideas of the other levels (naming feelings, calm limits, repair) hold at any age, and the nine-to-twelve
        level is the closest to a teenager's world.
      </p>
      <ul className="mt-3 flex flex-col gap-2">
        {teens && teenStart ? (
          <li>
            <Link href={lessonIntroPath(teenStart)} className={linkClasses}>
              Start with {teens.title}
            </Link>
          </li>
        ) : null}
        {middle && middleStart ? (
          <li>
            <Link href={lessonIntroPath(middleStart)} className={linkClasses}>
              Then {middle.title}
            </Link>
          </li>
        ) : null}
      </ul>
    </Card>
  );
}

function SiblingsGuide({ lessons, statuses }: { lessons: readonly LessonSummary[]; statuses: ReadonlyMap<number, LessonStatus> }) {
  const siblings = lessons.filter(isSiblingsLesson);
  if (siblings.length === 0) return null;
  return (
    <Card role="region" aria-labelledby="age-guide-title">
      <h2 id="age-guide-title" className="text-xl font-extrabold">
        Recommended for more than one child
      </h2>
      <p className="mt-2 text-ink-soft">
        Your path starts with the skills every age shares. These lessons are about brothers and sisters.
      </p>
      <ul className="mt-3 flex flex-col gap-2">
        {siblings.map((lesson) => (
          <li key={lesson.id} className="flex flex-wrap items-baseline gap-x-2">
            <Link href={lessonIntroPath(lesson)} className={linkClasses}>
              {lesson.title}
            </Link>
            <span className="text-sm text-ink-soft">{STATUS_LABEL[statuses.get(lesson.id) ?? "locked"]}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
