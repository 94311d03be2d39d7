import type { ActivityType } from "../content/activity-types";
import type { ContentAgeTag } from "../content/age-groups";
import type { Topic } from "../content/topics";
import {
  CHILD_AGES,
  type ChallengeValue,
  type Choice,
  type GoalValue,
  type LearningStyleValue,
  PARENTING_CHALLENGES,
  PRIMARY_GOALS,
} from "../onboarding-choices";
import { contentAgeGroup, forSeveralChildren } from "./age-match";
import { type LessonStatus, type LockLesson, type LockLevel, lessonStatuses, pathLevels } from "./locks";

/**
 * docs/product-rules.md#for-you: what the parent said at onboarding (or since, in Edit Profile) puts the lessons that
 * match it first, within the selected child's age; it never hides a lesson and never opens a locked one.
 */

export type AnswerValue = ChallengeValue | GoalValue;
/**
 * Why a lesson is for you: an answer about what is hard or wanted, or "multiple", a family of more than one child
 * (worked out from the children the parent keeps, not an answer they gave), which the lessons and stories for several
 * children answer (their `ages` carry "multiple").
 */
export type Reason = AnswerValue | "multiple";

/** Each challenge and goal of the onboarding, and the lesson topics (src/shared/content/topics.ts) that answer it. */
export const ANSWER_TOPICS: Record<AnswerValue, readonly Topic[]> = {
  // What feels hardest right now
  tantrums: ["tantrums"],
  bedtime: ["bedtime"],
  mealtimes: ["mealtimes"],
  siblings: ["siblings"],
  screens: ["screens"],
  cooperation: ["cooperation"],
  separation: ["separation"],
  "my-temper": ["parent-calm"],
  // What the parent wants to get better at
  "stay-calm": ["parent-calm"],
  "understand-feelings": ["feelings"],
  "kind-limits": ["limits"],
  routines: ["routines"],
  connection: ["connection"],
  independence: ["independence"],
  "fewer-struggles": ["choices"],
  repair: ["repair"],
};

/**
 * How the parent likes to learn, and the lesson kinds it puts first among equals (docs/product-rules.md#for-you): it
 * orders, never hides. Growly has no video, so "watching someone show me" is offered the lessons with pictures to sort
 * and pick, and listening. Listening and a mix order nothing: every lesson can be
 * listened to.
 */
export const STYLE_KINDS: Record<LearningStyleValue, readonly ActivityType[]> = {
  visual: ["drag-drop", "emotional-selector"],
  video: ["drag-drop", "emotional-selector"],
  interactive: ["branching-scenario", "multiple-choice", "roleplay-simulation", "steps"],
  audio: [],
  mixed: [],
};

const ANSWERS: readonly Choice<Reason>[] = [...PARENTING_CHALLENGES, ...PRIMARY_GOALS, ...CHILD_AGES.filter((age) => age.value === "multiple")];

/** The words of an answer, as the onboarding showed them (a catalog id: translate it where it is shown). */
export function answerLabel(answer: Reason): string {
  return ANSWERS.find((choice) => choice.value === answer)?.label ?? answer;
}

/**
 * Whether a reason is an answer the parent gave ("Because you said: …"). "multiple" is not: it comes from the
 * children's birth months, so it is told in other words ("For a family with more than one child").
 */
export function isParentAnswer(reason: Reason): reason is AnswerValue {
  return reason !== "multiple";
}

/** A module closing sums up its module: it is no lesson to recommend, so For you (and Up next's pick) leaves it out. */
export const NOT_RECOMMENDED: readonly ActivityType[] = ["module-closer"];

export interface ParentAnswers {
  childAge?: string | null | undefined;
  parentingChallenges?: readonly string[] | null | undefined;
  primaryGoals?: readonly string[] | null | undefined;
  preferredLearningStyle?: string | null | undefined;
}

/** The lesson kinds the parent's way of learning puts first (none when it orders nothing). */
export function styleKinds(answers: ParentAnswers | null | undefined): readonly ActivityType[] {
  const style = answers?.preferredLearningStyle;
  return style && style in STYLE_KINDS ? STYLE_KINDS[style as LearningStyleValue] : [];
}

/**
 * The parent's answers that Growly knows, in the order that ranks them: more than one child first (the lessons for
 * several children, docs/product-rules.md#age-levels), then what feels hardest, then the goals.
 */
export function rankedAnswers(answers: ParentAnswers | null | undefined): Reason[] {
  const given = [...(answers?.parentingChallenges ?? []), ...(answers?.primaryGoals ?? [])];
  const known = [...new Set(given)].filter((answer): answer is AnswerValue => answer in ANSWER_TOPICS);
  return answers?.childAge === "multiple" ? ["multiple", ...known] : known;
}

function meets(reason: Reason, lesson: TopicLesson): boolean {
  return reason === "multiple" ? forSeveralChildren(lesson) : ANSWER_TOPICS[reason].some((topic) => lesson.topics?.includes(topic));
}

export interface TopicLesson extends LockLesson {
  topics?: readonly Topic[] | undefined;
  ages?: readonly ContentAgeTag[] | undefined;
  activityType?: ActivityType | undefined;
}

export interface ForYouPick<Lesson> {
  lesson: Lesson;
  /** The parent's answer it matches first ("Because you said: Bedtime battles"). */
  because: Reason;
  /** It can be opened now (the lock rule's current or available). */
  open: boolean;
}

/**
 * The lessons not yet completed that match the parent's answers, within the child's age group (every lesson when
 * the age is unknown or several), module closings left out: the ones that can be opened now first; among them, each answer's first lesson
 * before any answer's second, by the rank of the answer; then the kinds the parent's way of learning prefers
 * (`styleKinds`), then the order of the parent's path.
 */
export function forYou<Lesson extends TopicLesson>(
  levels: readonly LockLevel[],
  lessons: readonly Lesson[],
  statuses: ReadonlyMap<number, LessonStatus>,
  answers: ParentAnswers | null | undefined,
  childAge: string | null | undefined,
): ForYouPick<Lesson>[] {
  const ranked = rankedAnswers(answers);
  if (ranked.length === 0) return [];
  const group = contentAgeGroup(childAge);
  const levelRank = new Map(pathLevels(levels, childAge).map((level, index) => [level.id, index]));
  const picks: (ForYouPick<Lesson> & { answerRank: number })[] = [];
  for (const lesson of lessons) {
    const status = statuses.get(lesson.id) ?? "locked";
    if (status === "completed") continue;
    if (lesson.activityType !== undefined && NOT_RECOMMENDED.includes(lesson.activityType)) continue;
    if (group && !lesson.ages?.includes(group)) continue;
    const answerRank = ranked.findIndex((reason) => meets(reason, lesson));
    if (answerRank < 0) continue;
    picks.push({ lesson, because: ranked[answerRank]!, open: status !== "locked", answerRank });
  }
  const pathRank = (lesson: Lesson) => levelRank.get(lesson.levelId) ?? Number.MAX_SAFE_INTEGER;
  const preferred = styleKinds(answers);
  const fits = (lesson: Lesson) => Number(lesson.activityType !== undefined && preferred.includes(lesson.activityType));
  const byPath = (a: { lesson: Lesson }, b: { lesson: Lesson }) =>
    fits(b.lesson) - fits(a.lesson) || pathRank(a.lesson) - pathRank(b.lesson) || a.lesson.order - b.lesson.order;
  // Within the open ones and the locked ones, each answer's first lesson before any answer's second, so a parent who
  // named two things sees both near the front.
  const place = new Map<ForYouPick<Lesson>, number>();
  for (const open of [true, false]) {
    const seen = new Map<number, number>();
    for (const pick of picks.filter((candidate) => candidate.open === open).sort(byPath)) {
      const nth = seen.get(pick.answerRank) ?? 0;
      seen.set(pick.answerRank, nth + 1);
      place.set(pick, nth);
    }
  }
  return picks
    .sort((a, b) => Number(b.open) - Number(a.open) || place.get(a)! - place.get(b)! || a.answerRank - b.answerRank || byPath(a, b))
    .map(({ answerRank: _rank, ...pick }) => pick);
}

/**
 * The path with the parent's answers, worked out once: the lock rule's statuses with the first open match as the
 * lesson In Progress (Up next, the reminders' lesson) in place of the path's first open lesson, and the matches for
 * the For you row. Which lessons are open does not change, so the matches are the same before and after the move.
 */
export function forYouPath<Lesson extends TopicLesson>(
  levels: readonly LockLevel[],
  lessons: readonly Lesson[],
  completed: ReadonlySet<number>,
  childAge: string | null | undefined,
  answers: ParentAnswers | null | undefined,
): { statuses: Map<number, LessonStatus>; picks: ForYouPick<Lesson>[] } {
  const statuses = lessonStatuses(levels, lessons, completed, childAge);
  const picks = forYou(levels, lessons, statuses, answers, childAge);
  const first = picks.find((pick) => pick.open);
  if (first && statuses.get(first.lesson.id) !== "current") {
    for (const [id, status] of statuses) if (status === "current") statuses.set(id, "available");
    statuses.set(first.lesson.id, "current");
  }
  return { statuses, picks };
}

/** The statuses of `forYouPath`, for a caller that shows no For you row (the offline sync). */
export function pathStatuses(
  levels: readonly LockLevel[],
  lessons: readonly TopicLesson[],
  completed: ReadonlySet<number>,
  childAge: string | null | undefined,
  answers: ParentAnswers | null | undefined,
): Map<number, LessonStatus> {
  return forYouPath(levels, lessons, completed, childAge, answers).statuses;
}
