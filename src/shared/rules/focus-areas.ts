import { SKILLS, type SkillId } from "../content/skills";

/** docs/screens.md#constants: green at 80 or above, yellow at 70 or above, red below. */
export const FOCUS_GREEN_FROM = 80;
export const FOCUS_YELLOW_FROM = 70;

export type FocusTone = "green" | "yellow" | "red";

export function focusTone(score: number): FocusTone {
  if (score >= FOCUS_GREEN_FROM) return "green";
  if (score >= FOCUS_YELLOW_FROM) return "yellow";
  return "red";
}

/** One thing to practise next in each skill, in words a parent can use tonight. */
export const IMPROVEMENT_TIPS: Record<SkillId, string> = {
  "emotional-validation": /*i18n*/ "Before fixing or explaining, name the feeling you see: \"You're really disappointed.\"",
  "setting-boundaries": /*i18n*/ "Hold the limit and welcome the feeling in one breath: \"You're cross, and I won't let you hit.\"",
  communication: /*i18n*/ "Get down to eye level and listen to the whole story before you give advice.",
  "offering-choices": /*i18n*/ "Offer two small choices you're happy with: \"Red cup or blue cup?\"",
  routines: /*i18n*/ "Give a five-minute warning and a clear next step before every change of activity.",
  "calm-and-self-care": /*i18n*/ "Take one slow breath before you answer; your calm is the first thing your child borrows.",
  repair: /*i18n*/ "After a hard moment, come back: \"I shouted. That wasn't OK. I'm sorry.\"",
};

export interface FocusArea {
  skill: SkillId;
  label: string;
  /** Mean best score over the skill's completed lessons, rounded; null when none is completed yet. */
  score: number | null;
  tone: FocusTone | null;
  lessonsCompleted: number;
  tip: string;
}

interface ScoredEntry {
  lessonId: number;
  completed: boolean;
  score: number | null;
}

/**
 * docs/product-rules.md#profile: focus areas computed from the parent's own best scores per skill tag,
 * in the order of the skill list, every skill shown (an unpractised one says so through a null score).
 */
export function focusAreas(progress: readonly ScoredEntry[], lessons: ReadonlyArray<{ id: number; skill: SkillId }>): FocusArea[] {
  const skillOf = new Map(lessons.map((lesson) => [lesson.id, lesson.skill]));
  const scores = new Map<SkillId, number[]>();
  const completed = new Map<SkillId, number>();
  for (const entry of progress) {
    const skill = skillOf.get(entry.lessonId);
    if (!entry.completed || !skill) continue;
    completed.set(skill, (completed.get(skill) ?? 0) + 1);
    // A completion the server had no answers to score counts as done, not as a score.
    if (entry.score !== null) scores.set(skill, [...(scores.get(skill) ?? []), entry.score]);
  }
  return (Object.keys(SKILLS) as SkillId[]).map((skill) => {
    const list = scores.get(skill) ?? [];
    const score = list.length ? Math.round(list.reduce((sum, value) => sum + value, 0) / list.length) : null;
    return { skill, label: SKILLS[skill], score, tone: score === null ? null : focusTone(score), lessonsCompleted: completed.get(skill) ?? 0, tip: IMPROVEMENT_TIPS[skill] };
  });
}

/**
 * docs/screens.md#profile-screen "Average Score": the mean of the progress scores, rounded, as a percent; 0 with none.
 */
export function averageScore(progress: ReadonlyArray<{ completed: boolean; score: number | null }>): number {
  const completed = progress.filter((entry): entry is { completed: boolean; score: number } => entry.completed && entry.score !== null);
  if (completed.length === 0) return 0;
  return Math.round(completed.reduce((sum, entry) => sum + entry.score, 0) / completed.length);
}
