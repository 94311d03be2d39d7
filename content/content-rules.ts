import type { z } from "zod";
import { contentSchemas } from "../src/shared/content/content-schemas";
import { CONTENT_AGE_GROUPS, type ContentAgeGroup, type LeadCard, type Practice } from "../src/shared/content/curriculum-schema";
import type { ActivityType } from "../src/shared/content/activity-types";
import { correctChoiceIds } from "../src/shared/content/step-schemas";
import type { StoryFile } from "../src/shared/content/story-schema";

/*
 * The machine-checkable rules of the curriculum: answers that cannot be guessed by length, lessons that fit five
 * minutes, a practice in every lesson, ages and families of many shapes, and the safety and one-world checks.
 * Pure functions over the parsed lesson and story files; content/content-rules.test.ts asserts them on examples,
 * tests/content/content-rules.test.ts on the curriculum, and `npm run content:report` prints the same figures.
 */

/** A lesson as the curriculum loader returns it (content not yet narrowed to its activity type). */
export interface LessonLike {
  id: number;
  title: string;
  description: string;
  activityType: ActivityType;
  content: unknown;
  lead?: LeadCard[] | undefined;
  practice?: Practice | undefined;
  ages?: ContentAgeGroup[] | undefined;
}
export type StoryLike = Pick<StoryFile, "id" | "title" | "description" | "content"> & { ages?: ContentAgeGroup[] | undefined };

/** A question with a right answer. `options` is empty where the answer is not one option of a set (sorting, feelings). */
export interface ScoredItem {
  where: string;
  options: string[];
  /** Indexes of the right options. */
  keys: number[];
}

/** What a parent reads and does on one path: the texts on screen and the choices or inputs made. */
export interface ReadingPath {
  texts: string[];
  inputs: number;
}

export const WORDS_PER_MINUTE = 200;
export const SECONDS_PER_INPUT = 10;

export const RULES = {
  keyLongestMaxShare: 0.3,
  keyShortestMinShare: 0.15,
  lessonMinutes: { min: 4, max: 7 },
  /** Module closings and stories may run a little longer. */
  longFormMinutes: { min: 4, max: 8 },
  minLessons: 48,
  minStories: 14,
  /** Lessons centred on a child of each age group of the cast (toddler Bean, Pip, a school starter and Zo). */
  minLessonsPerAge: { "0-2": 3, "3-5": 3, "6-8": 3 } as Partial<Record<ContentAgeGroup, number>>,
} as const;

type Content<Type extends ActivityType> = z.infer<(typeof contentSchemas)[Type]>;

function parsed<Type extends ActivityType>(lesson: LessonLike, type: Type): Content<Type> {
  return contentSchemas[type].parse(lesson.content) as Content<Type>;
}

const indexes = (count: number) => Array.from({ length: count }, (_, index) => index);

/** Every question of a lesson that has a right answer, whatever player plays it. */
export function lessonScoredItems(lesson: LessonLike): ScoredItem[] {
  if (lesson.content === null) return [];
  const at = (where: string) => `${lesson.title} · ${where}`;
  const family = playerFamily(lesson.activityType);
  switch (family) {
    case "multiple-choice": {
      const c = parsed(lesson, "multiple-choice");
      return [{ where: at("question"), options: c.options, keys: [c.correctAnswer] }];
    }
    case "emotional-selector": {
      const c = parsed(lesson, "emotional-selector");
      // A reflection marks nothing right or wrong: it has no scored item.
      if (c.reflection) return [];
      return [{ where: at("feelings"), options: [], keys: c.correctEmotions.map((id) => c.emotions.findIndex((e) => e.id === id)) }];
    }
    case "drag-drop": {
      const c = parsed(lesson, "drag-drop");
      return [{ where: at("sorting"), options: [], keys: indexes(c.items.length) }];
    }
    case "branching-scenario": {
      const c = parsed(lesson, "branching-scenario");
      return [
        { where: at("question"), options: c.options, keys: [c.correctAnswer] },
        ...c.branches.map((branch, index) => ({
          where: at(`branch ${index + 1} follow-up`),
          options: branch.followUp.options,
          keys: [branch.followUp.correctAnswer],
        })),
      ];
    }
    case "slides": {
      const c = parsed(lesson, "the_tower_topple");
      return Object.entries(c.mcqQuestions).flatMap(([id, question]) =>
        question ? [{ where: at(id), options: question.options.map((option) => option.text), keys: [question.correctAnswerIndex] }] : [],
      );
    }
    case "steps": {
      const c = parsed(lesson, "snack_attack");
      return c.steps.flatMap((step, index) => {
        const questions = step.type === "choice" || step.type === "scenario" ? [step] : step.type === "quiz" ? step.questions : [];
        return questions.map((question, number) => {
          const right = new Set(correctChoiceIds(question));
          return {
            where: at(`step ${index + 1}${questions.length > 1 ? ` question ${number + 1}` : ""}`),
            options: question.choices.map((choice) => choice.text),
            keys: question.choices.flatMap((choice, i) => (right.has(choice.id) ? [i] : [])),
          };
        });
      });
    }
    case "roleplay-simulation": {
      const c = parsed(lesson, "roleplay-simulation");
      return [
        { where: at("first response"), options: c.parentResponse.options, keys: [c.parentResponse.correctAnswer] },
        ...(c.followUpScenarios ?? []).map((scenario, index) => ({
          where: at(`follow-up ${index + 1}`),
          options: scenario.choices.map((choice) => choice.text),
          keys: scenario.choices.flatMap((choice, i) => (choice.isCorrect ? [i] : [])),
        })),
        ...(c.microQuiz?.questions ?? []).map((question, index) => ({
          where: at(`quiz ${index + 1}`),
          options: question.options,
          keys: [question.correctAnswer],
        })),
      ];
    }
    case "module-closer":
      return [];
  }
}

type PlayerFamily =
  | "multiple-choice" | "emotional-selector" | "drag-drop" | "branching-scenario" | "slides" | "steps"
  | "roleplay-simulation" | "module-closer";

function playerFamily(type: ActivityType): PlayerFamily {
  switch (type) {
    case "multiple-choice":
    case "emotional-selector":
    case "drag-drop":
    case "branching-scenario":
    case "roleplay-simulation":
    case "module-closer":
      return type;
    case "snack_attack":
    case "dinner_dilemma":
    case "pajama_puzzle":
    case "limits_quiz":
      return "steps";
    default:
      return "slides";
  }
}

/**
 * One path through a lesson: the lead cards, every screen's text, each question's stem and all its options, the
 * feedback or explanation of the right choice only, tips, reflection prompts and the practice.
 */
export function lessonPath(lesson: LessonLike): ReadingPath {
  const texts: string[] = [lesson.title];
  let inputs = 0;
  for (const card of lesson.lead ?? []) texts.push(card.heading, card.body);
  const add = (...more: (string | undefined)[]) => texts.push(...more.filter((t): t is string => typeof t === "string"));

  if (lesson.content !== null) {
    switch (playerFamily(lesson.activityType)) {
      case "multiple-choice": {
        const c = parsed(lesson, "multiple-choice");
        add(c.scenario, c.question, ...c.options, c.explanation, c.optionFeedback[c.correctAnswer]);
        inputs += 1;
        break;
      }
      case "emotional-selector": {
        const c = parsed(lesson, "emotional-selector");
        add(c.scenario, c.question, ...c.emotions.map((e) => e.label), c.explanation);
        inputs += c.correctEmotions.length;
        break;
      }
      case "drag-drop": {
        const c = parsed(lesson, "drag-drop");
        add(c.scenario, c.instruction, ...c.items.map((i) => i.text), ...c.categories.map((k) => k.label), c.explanation);
        inputs += c.items.length;
        break;
      }
      case "branching-scenario": {
        const c = parsed(lesson, "branching-scenario");
        const branch = c.branches[c.correctAnswer];
        add(c.scenario, c.question, ...c.options, branch?.result);
        if (branch) add(branch.followUp.scenario, branch.followUp.question, ...branch.followUp.options, branch.followUp.explanation);
        add(c.finalInsight, c.skillLearned);
        inputs += 2;
        break;
      }
      case "slides": {
        const c = parsed(lesson, "the_tower_topple");
        add(c.lessonInfo.title);
        for (const slide of c.slides) {
          switch (slide.type) {
            case "intro":
              add(slide.heading, slide.description);
              break;
            case "twoColumn":
              add(slide.leftContainer.heading, slide.leftContainer.description, slide.rightContainer.heading, slide.rightContainer.description);
              break;
            case "thinking":
              add(slide.heading, slide.thinkingPrompt, ...slide.infoBlocks.flatMap((b) => [b.title, b.text]));
              break;
            case "info":
              add(slide.heading, ...slide.infoBlocks.flatMap((b) => [b.title, b.text]));
              break;
            case "mcq": {
              const question = c.mcqQuestions[slide.questionId];
              if (question) add(question.question, ...question.options.map((o) => o.text), question.feedbackResponses.correct);
              inputs += 1;
              break;
            }
            case "tips":
              add(slide.heading, ...c.tips.map((tip) => tip.text));
              break;
            case "thankyou":
              add(slide.heading);
              break;
          }
        }
        break;
      }
      case "steps": {
        const c = parsed(lesson, "snack_attack");
        add(c.title, c.intro?.heading, c.intro?.description);
        for (const step of c.steps) {
          add(step.title);
          switch (step.type) {
            case "story":
              add(...step.paragraphs, ...(step.emotions ?? []).map((e) => e.label));
              break;
            case "choice":
            case "scenario":
            case "quiz": {
              if (step.type !== "quiz") add(...(step.paragraphs ?? []));
              const questions = step.type === "quiz" ? step.questions : [step];
              for (const question of questions) {
                const right = new Set(correctChoiceIds(question));
                const key = question.choices.find((choice) => right.has(choice.id));
                add(question.question, question.instruction, ...question.choices.map((choice) => choice.text));
                add(question.feedback?.correct, key?.feedback, ...(question.explanation ?? []));
                inputs += 1;
              }
              break;
            }
            case "result":
              add(...step.paragraphs, ...(step.explanation ?? []));
              break;
            case "tips":
              add(...step.tips.flatMap((tip) => (typeof tip === "string" ? [tip] : [tip.title, tip.content])));
              break;
            case "reflection":
              add(step.instruction, ...step.prompts, ...(step.emotions ?? []).map((e) => e.label));
              inputs += step.prompts.length + (step.emotions ? 1 : 0);
              break;
            case "completion":
              add(...(step.paragraphs ?? []));
              break;
          }
        }
        break;
      }
      case "roleplay-simulation": {
        const c = parsed(lesson, "roleplay-simulation");
        const p = c.parentResponse;
        add(c.scenario, c.pipPerspective.title, ...c.pipPerspective.thoughts, ...c.pipPerspective.emotions);
        add(p.question, ...p.options, p.explanation, typeof c.result === "string" ? c.result : c.result[p.correctAnswer]);
        inputs += 1;
        for (const scenario of c.followUpScenarios ?? []) {
          const key = scenario.choices.find((choice) => choice.isCorrect);
          add(scenario.theme, scenario.title, scenario.scenario, scenario.question, ...scenario.choices.map((choice) => choice.text));
          add(key?.outcome, scenario.explanation);
          inputs += 1;
        }
        add(...(c.monsterTips ?? []));
        for (const question of c.microQuiz?.questions ?? []) {
          add(question.question, ...question.options, question.explanation);
          inputs += 1;
        }
        if (c.reflectionPrompts) {
          add(c.reflectionPrompts.feelingPrompt.question, ...c.reflectionPrompts.feelingPrompt.options, c.reflectionPrompts.improvementPrompt.question);
          inputs += 2;
        }
        break;
      }
      case "module-closer": {
        const c = parsed(lesson, "module-closer");
        const r = c.reflectionPrompts;
        add(c.heading, c.scenario, ...c.keyTakeaways, ...c.selfCareActivities.flatMap((a) => [a.title, a.description, a.duration]));
        add(c.reminderMessage, r.completionPrompt.question, r.applicationPrompt.question, r.selfCarePrompt.question, ...r.selfCarePrompt.options);
        add(c.badgeEarned.title, c.badgeEarned.description, ...c.keepGrowingTips, c.finalInsight);
        inputs += 3;
        break;
      }
    }
  }
  if (lesson.practice) add(lesson.practice.title, lesson.practice.when, lesson.practice.say, lesson.practice.expect);
  return { texts, inputs };
}

/** Every story scene is a scored item whose key is its best choice. */
export function storyScoredItems(story: StoryLike): ScoredItem[] {
  return story.content.scenes.map((scene) => ({
    where: `${story.title} · ${scene.id}`,
    options: scene.choices.map((choice) => choice.text),
    keys: scene.choices.flatMap((choice, index) => (choice.quality === "best" ? [index] : [])),
  }));
}

/** The path through a story's best choices, from the first scene to the takeaway. */
export function storyPath(story: StoryLike): ReadingPath {
  const texts: string[] = [story.title];
  let inputs = 0;
  const byId = new Map(story.content.scenes.map((scene) => [scene.id, scene]));
  const seen = new Set<string>();
  let scene = story.content.scenes[0];
  while (scene && !seen.has(scene.id)) {
    seen.add(scene.id);
    const best = scene.choices.find((choice) => choice.quality === "best");
    texts.push(scene.title, scene.narration, ...scene.choices.map((choice) => choice.text));
    if (best) texts.push(best.feedback);
    inputs += 1;
    scene = best?.next ? byId.get(best.next) : undefined;
  }
  const { takeaway } = story.content;
  texts.push(takeaway.title, takeaway.text, ...takeaway.tips);
  return { texts, inputs };
}

/** Words a parent reads: markdown marks and the intro's paragraph bar are not words. */
export function countWords(text: string): number {
  return text.replace(/\*\*/g, " ").split(/[\s|]+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

export function minutesOf(path: ReadingPath): number {
  const words = path.texts.reduce((sum, text) => sum + countWords(text), 0);
  return words / WORDS_PER_MINUTE + (path.inputs * SECONDS_PER_INPUT) / 60;
}

export interface KeyShares {
  /** Items whose options can be compared by length. */
  items: number;
  longest: number;
  shortest: number;
  longestShare: number;
  shortestShare: number;
  longestItems: string[];
}

/** A guesser picking the longest (or shortest) option is right when a key is at least as long (short) as every option. */
export function keyShares(items: readonly ScoredItem[]): KeyShares {
  const comparable = items.filter((item) => item.options.length >= 2 && item.keys.length > 0);
  let longest = 0;
  let shortest = 0;
  const longestItems: string[] = [];
  for (const item of comparable) {
    const lengths = item.options.map((option) => option.trim().length);
    const keyLengths = item.keys.map((key) => lengths[key] ?? 0);
    if (Math.max(...keyLengths) >= Math.max(...lengths)) {
      longest += 1;
      longestItems.push(item.where);
    }
    if (Math.min(...keyLengths) <= Math.min(...lengths)) shortest += 1;
  }
  const share = (count: number) => (comparable.length === 0 ? 0 : count / comparable.length);
  return { items: comparable.length, longest, shortest, longestShare: share(longest), shortestShare: share(shortest), longestItems };
}

/** Every string of a value, deep: the scene text the keyword checks read. */
export function allStrings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value && typeof value === "object") return Object.values(value).flatMap(allStrings);
  return [];
}

const GRANDPARENT = String.raw`(?:grandparents?|grandma|grandpa|granny|grandad|granddad|nana|nan|gran|grandmother|grandfather)`;
const RAISING = String.raw`(?:rais(?:e|es|ing|ed)|lives? with|living with|bring(?:s|ing)? up|brought up|guardian|kinship|full[- ]time carer|is the one raising)`;

/** The family forms a scene must name somewhere in the curriculum, each by the words that name it. */
export const FAMILY_FORMS: Record<string, RegExp[]> = {
  "single parent": [/\bsingle (?:parent|mum|mom|dad|father|mother)\b/i, /\b(?:solo|lone) (?:parent|mum|mom|dad)\b/i],
  "two mums": [/\btwo (?:mums|moms|mothers|mummies|mommies)\b/i, /\b(?:mum|mom|mama|mummy|mommy|mam)\s+and\s+(?:mum|mom|mama|mummy|mommy|mam)\b/i],
  "two dads": [/\btwo (?:dads|fathers|daddies)\b/i, /\b(?:dad|daddy|papa|pop|baba)\s+and\s+(?:dad|daddy|papa|pop|baba)\b/i],
  "grandparent carer": [
    new RegExp(`\\b${GRANDPARENT}\\b[^.!?]{0,80}\\b${RAISING}`, "i"),
    new RegExp(`\\b${RAISING}\\b[^.!?]{0,40}\\b${GRANDPARENT}\\b`, "i"),
    /\bgrandparent carers?\b/i,
  ],
  "co-parents in two homes": [/\btwo homes\b/i, /\bco-?parent/i, /\b(?:mum|mom|dad|other parent)['’]s (?:house|home|flat)\b/i],
  "foster carer": [/\bfoster/i],
};

/** The first title (of a lesson or story) whose text names each family form, or null. */
export function familyFormsNamed(units: readonly { title: string; texts: string[] }[]): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(FAMILY_FORMS).map(([form, patterns]) => [
      form,
      units.filter((unit) => unit.texts.some((text) => patterns.some((pattern) => pattern.test(text)))).map((unit) => unit.title),
    ]),
  );
}

const PARENT_WORD = /\b(?:dad|daddy|mum|mummy|mom|mommy|father|mother|papa|mama|parent)\b/i;

/** Growler gives tips and is nobody's parent: no text puts a parent word within a few words of his name. */
export function growlerAsParent(texts: readonly string[]): string[] {
  const hits: string[] = [];
  for (const text of texts) {
    for (const match of text.matchAll(/growler/gi)) {
      const around = text.slice(Math.max(0, match.index - 40), match.index + 48);
      if (PARENT_WORD.test(around)) hits.push(around.trim());
    }
  }
  return hits;
}

const HEAT = /\b(?:hob|stove|cooker|pan|frying|oven)\b/i;
const CHILD_AT_HEAT = [
  // A child invited to stir, or stirring ("you" in the lessons is the parent, so it does not count).
  /\bstir\w*\b[^.!?]{0,30}\bwith me\b/i,
  /\b(?:your turn|Pip|Zo|Bean|let (?:Pip|Zo|Bean|them|her|him))\b[^.!?]{0,40}\bstir(?:s|ring)?\b/i,
  // An egg or batter offered to a child to crack or pour into the pan.
  /\b(?:yours|your turn|Pip|Zo|Bean)\b[^.!?]{0,60}\b(?:in|into) the (?:hot )?pan\b/i,
  /\b(?:crack|pour|tip)\w*\b[^.!?]{0,40}\b(?:in|into) the (?:hot )?pan\b/i,
];

/** A scene with a hob, stove or pan where a child stirs or cracks into the pan. */
export function childAtHob(texts: readonly string[]): string[] {
  if (!texts.some((text) => HEAT.test(text))) return [];
  return texts.flatMap((text) =>
    text.split(/(?<=[.!?])\s+/).filter((sentence) => CHILD_AT_HEAT.some((pattern) => pattern.test(sentence))),
  );
}

export interface TimedUnit {
  title: string;
  kind: "lesson" | "module closing" | "story";
  minutes: number;
  min: number;
  max: number;
}

export interface Figures {
  lessonCount: number;
  storyCount: number;
  lessonKeys: KeyShares;
  storyKeys: KeyShares;
  lessonMinutes: { min: number; median: number; max: number };
  storyMinutes: { min: number; median: number; max: number };
  timed: TimedUnit[];
  outsideRange: TimedUnit[];
  withoutPractice: string[];
  lessonAges: Record<ContentAgeGroup | "untagged", number>;
  storyAges: Record<ContentAgeGroup | "untagged", number>;
  families: Record<string, string[]>;
  growlerAsParent: string[];
  childAtHob: string[];
  /** Scored items of "Your Feelings Count Too" (the parent's own feelings are never marked). */
  ownFeelingsScored: number | null;
}

function spread(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return { min: 0, median: 0, max: 0 };
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { min: sorted[0]!, median, max: sorted.at(-1)! };
}

function agesCount(items: readonly { ages?: ContentAgeGroup[] | undefined }[]) {
  const counts = Object.fromEntries([...CONTENT_AGE_GROUPS, "untagged"].map((key) => [key, 0])) as Record<ContentAgeGroup | "untagged", number>;
  for (const item of items) {
    if (!item.ages || item.ages.length === 0) counts.untagged += 1;
    for (const age of item.ages ?? []) counts[age] += 1;
  }
  return counts;
}

export const OWN_FEELINGS_TITLE = "Your Feelings Count Too";

/** Every figure the content rules speak of, from the loaded lessons and stories. */
export function curriculumFigures(lessons: readonly LessonLike[], stories: readonly StoryLike[]): Figures {
  const timed: TimedUnit[] = [
    ...lessons.map((lesson): TimedUnit => {
      const closing = lesson.activityType === "module-closer";
      const range = closing ? RULES.longFormMinutes : RULES.lessonMinutes;
      return { title: lesson.title, kind: closing ? "module closing" : "lesson", minutes: minutesOf(lessonPath(lesson)), ...range };
    }),
    ...stories.map((story): TimedUnit => ({ title: story.title, kind: "story", minutes: minutesOf(storyPath(story)), ...RULES.longFormMinutes })),
  ];
  const ownFeelings = lessons.find((lesson) => lesson.title === OWN_FEELINGS_TITLE);
  const units = [
    ...lessons.map((lesson) => ({ title: lesson.title, texts: allStrings([lesson.title, lesson.description, lesson.lead, lesson.content, lesson.practice]) })),
    ...stories.map((story) => ({ title: story.title, texts: allStrings([story.title, story.description, story.content]) })),
  ];
  const sceneUnits = [
    ...lessons.map((lesson) => ({ title: lesson.title, texts: allStrings([lesson.lead, lesson.content]) })),
    ...stories.flatMap((story) => story.content.scenes.map((scene) => ({ title: `${story.title} · ${scene.id}`, texts: allStrings(scene) }))),
  ];
  return {
    lessonCount: lessons.length,
    storyCount: stories.length,
    lessonKeys: keyShares(lessons.flatMap(lessonScoredItems)),
    storyKeys: keyShares(stories.flatMap(storyScoredItems)),
    lessonMinutes: spread(timed.filter((unit) => unit.kind !== "story").map((unit) => unit.minutes)),
    storyMinutes: spread(timed.filter((unit) => unit.kind === "story").map((unit) => unit.minutes)),
    timed,
    outsideRange: timed.filter((unit) => unit.minutes < unit.min || unit.minutes > unit.max),
    withoutPractice: lessons.filter((lesson) => !lesson.practice).map((lesson) => lesson.title),
    lessonAges: agesCount(lessons),
    storyAges: agesCount(stories),
    families: familyFormsNamed(units),
    growlerAsParent: units.flatMap((unit) => growlerAsParent(unit.texts).map((hit) => `${unit.title}: "${hit}"`)),
    childAtHob: sceneUnits.flatMap((unit) => childAtHob(unit.texts).map((hit) => `${unit.title}: "${hit}"`)),
    ownFeelingsScored: ownFeelings ? lessonScoredItems(ownFeelings).length : null,
  };
}

export type RuleId =
  | "key-longest-lessons" | "key-longest-stories" | "key-shortest-lessons" | "key-shortest-stories"
  | "minutes-lessons" | "minutes-stories" | "practice-in-every-lesson" | "lesson-count" | "story-count" | "ages-tagged" | "ages-covered"
  | "family-forms" | "growler-nobodys-parent" | "no-child-at-hob" | "own-feelings-unscored";

export interface RuleResult {
  id: RuleId;
  rule: string;
  pass: boolean;
  /** The figure, or what breaks the rule. */
  detail: string;
}

const pct = (share: number) => `${Math.round(share * 100)} %`;
const list = (items: readonly string[], max = 12) =>
  items.length <= max ? items.join("; ") : `${items.slice(0, max).join("; ")}; … and ${items.length - max} more`;

/** Each rule of the content guide that a machine can check, judged on the figures. */
export function judgeRules(f: Figures): RuleResult[] {
  const missingForms = Object.entries(f.families).filter(([, titles]) => titles.length === 0).map(([form]) => form);
  const thinAges = Object.entries(RULES.minLessonsPerAge).filter(([age, min]) => f.lessonAges[age as ContentAgeGroup] < (min ?? 0));
  const keys = (id: RuleId, rule: string, shares: KeyShares, side: "longest" | "shortest"): RuleResult => {
    const share = side === "longest" ? shares.longestShare : shares.shortestShare;
    const pass = side === "longest" ? share <= RULES.keyLongestMaxShare : share >= RULES.keyShortestMinShare;
    return { id, rule, pass, detail: `${shares[side]} of ${shares.items} (${pct(share)})` };
  };
  const minutes = (id: RuleId, rule: string, which: (unit: TimedUnit) => boolean): RuleResult => {
    const outside = f.outsideRange.filter(which);
    return {
      id,
      rule,
      pass: outside.length === 0,
      detail: outside.length === 0 ? "all within range" : `${outside.length} outside: ${list(outside.map((u) => `${u.title} ${u.minutes.toFixed(1)}`), 60)}`,
    };
  };
  return [
    keys("key-longest-lessons", `lessons: the right option is the longest in at most ${pct(RULES.keyLongestMaxShare)} of items`, f.lessonKeys, "longest"),
    keys("key-shortest-lessons", `lessons: the right option is the shortest in at least ${pct(RULES.keyShortestMinShare)} of items`, f.lessonKeys, "shortest"),
    keys("key-longest-stories", `stories: the best choice is the longest in at most ${pct(RULES.keyLongestMaxShare)} of scenes`, f.storyKeys, "longest"),
    keys("key-shortest-stories", `stories: the best choice is the shortest in at least ${pct(RULES.keyShortestMinShare)} of scenes`, f.storyKeys, "shortest"),
    minutes("minutes-lessons", "every lesson takes 4–7 minutes on one path (module closings up to 8)", (u) => u.kind !== "story"),
    minutes("minutes-stories", "every story takes 4–8 minutes through its best choices", (u) => u.kind === "story"),
    {
      id: "practice-in-every-lesson",
      rule: "every lesson ends with a practice for this week",
      pass: f.withoutPractice.length === 0,
      detail: f.withoutPractice.length === 0 ? "all have one" : `${f.withoutPractice.length} without: ${list(f.withoutPractice)}`,
    },
    { id: "lesson-count", rule: `at least ${RULES.minLessons} lessons`, pass: f.lessonCount >= RULES.minLessons, detail: String(f.lessonCount) },
    { id: "story-count", rule: `at least ${RULES.minStories} stories`, pass: f.storyCount >= RULES.minStories, detail: String(f.storyCount) },
    {
      id: "ages-tagged",
      rule: "every lesson and story names the age group of its child",
      pass: f.lessonAges.untagged === 0 && f.storyAges.untagged === 0,
      detail: `untagged: ${f.lessonAges.untagged} lessons, ${f.storyAges.untagged} stories`,
    },
    {
      id: "ages-covered",
      rule: `lessons for every age of the cast (${Object.entries(RULES.minLessonsPerAge).map(([age, min]) => `${age}: ≥ ${min}`).join(", ")})`,
      pass: thinAges.length === 0,
      detail: thinAges.length === 0 ? "covered" : `too few for ${thinAges.map(([age]) => `${age} (${f.lessonAges[age as ContentAgeGroup]})`).join(", ")}`,
    },
    {
      id: "family-forms",
      rule: "single parent, two mums, two dads, grandparent carer, co-parents in two homes and foster carer each named in a scene",
      pass: missingForms.length === 0,
      detail: missingForms.length === 0 ? "all named" : `not named: ${missingForms.join(", ")}`,
    },
    {
      id: "growler-nobodys-parent",
      rule: "Growler is nobody's parent",
      pass: f.growlerAsParent.length === 0,
      detail: f.growlerAsParent.length === 0 ? "no parent word by his name" : list(f.growlerAsParent),
    },
    {
      id: "no-child-at-hob",
      rule: "no child stirs or cracks into a pan at a hot hob",
      pass: f.childAtHob.length === 0,
      detail: f.childAtHob.length === 0 ? "none" : list(f.childAtHob),
    },
    {
      id: "own-feelings-unscored",
      rule: `"${OWN_FEELINGS_TITLE}" marks nothing right or wrong`,
      pass: f.ownFeelingsScored === 0,
      detail: f.ownFeelingsScored === null ? "lesson not found" : `${f.ownFeelingsScored} scored item(s)`,
    },
  ];
}

const fixed = (n: number) => n.toFixed(1);
const ageLine = (counts: Record<string, number>) => Object.entries(counts).map(([age, n]) => `${age}: ${n}`).join(", ");

/** The figures as a compact table, for the test's output and `npm run content:report`. */
export function formatReport(f: Figures, results: readonly RuleResult[]): string {
  const lines = [
    "Content rules — figures",
    `  count                 lessons ${f.lessonCount} · stories ${f.storyCount}`,
    `  key longest           lessons ${f.lessonKeys.longest}/${f.lessonKeys.items} (${pct(f.lessonKeys.longestShare)}) · stories ${f.storyKeys.longest}/${f.storyKeys.items} (${pct(f.storyKeys.longestShare)})   target ≤ ${pct(RULES.keyLongestMaxShare)}`,
    `  key shortest          lessons ${f.lessonKeys.shortest}/${f.lessonKeys.items} (${pct(f.lessonKeys.shortestShare)}) · stories ${f.storyKeys.shortest}/${f.storyKeys.items} (${pct(f.storyKeys.shortestShare)})   target ≥ ${pct(RULES.keyShortestMinShare)}`,
    `  minutes min/med/max   lessons ${fixed(f.lessonMinutes.min)}/${fixed(f.lessonMinutes.median)}/${fixed(f.lessonMinutes.max)} · stories ${fixed(f.storyMinutes.min)}/${fixed(f.storyMinutes.median)}/${fixed(f.storyMinutes.max)}`,
    `  outside 4–7 (8)       ${f.outsideRange.length === 0 ? "none" : f.outsideRange.map((u) => `${u.title} ${fixed(u.minutes)}`).join("; ")}`,
    `  practice              ${f.lessonCount - f.withoutPractice.length}/${f.lessonCount} lessons`,
    `  ages (lessons)        ${ageLine(f.lessonAges)}`,
    `  ages (stories)        ${ageLine(f.storyAges)}`,
    ...Object.entries(f.families).map(([form, titles]) => `  family: ${form.padEnd(24)}${titles.length} ${titles.length ? `(${list(titles, 3)})` : ""}`),
    `  Growler as a parent   ${f.growlerAsParent.length}`,
    `  child at the hob      ${f.childAtHob.length}${f.childAtHob.length ? ` (${list(f.childAtHob, 4)})` : ""}`,
    `  "${OWN_FEELINGS_TITLE}" scored items: ${f.ownFeelingsScored ?? "lesson not found"}`,
    "Rules",
    ...results.map((r) => `  ${(r.pass ? "PASS" : "FAIL").padEnd(8)}${r.id.padEnd(26)}${r.pass ? r.detail : r.detail.slice(0, 400)}`),
  ];
  return lines.join("\n");
}

