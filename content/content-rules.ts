import { CONTENT_AGE_TAGS, type LeadCard, type Practice } from "../src/shared/content/curriculum-schema";
import type { ActivityType } from "../src/shared/content/activity-types";
import { correctChoiceIds } from "../src/shared/content/step-schemas";
import type { StoryFile } from "../src/shared/content/story-schema";
import type { ContentAgeTag } from "../src/shared/content/age-groups";
import { forSeveralChildren } from "../src/shared/rules/age-match";
import {
  lessonPath, minutesOf, parsedContent, roundedMinutes, storyPath, WORDS_PER_MINUTE_IN,
} from "../src/shared/rules/lesson-minutes";
import type { Language } from "../src/shared/i18n/locales";
import { castNamed, familyBreaks, type CastMember } from "./cast";

/*
 * The machine-checkable rules of the curriculum: answers that cannot be guessed by length, words or position, every
 * wrong option with its own explanation, lessons that fit five minutes (the minutes rule itself lives in
 * src/shared/rules/lesson-minutes.ts, so the lesson cards show the same figure), a practice in every lesson, help
 * links where the topic calls for them, every age group served, one family per character (content/cast.md), and the
 * safety and one-world checks. Pure functions over the parsed lesson and story files; content/content-rules.test.ts
 * asserts them on examples, tests/content/content-rules.test.ts on the curriculum, and `npm run content:report`
 * prints the same figures.
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
  ages?: ContentAgeTag[] | undefined;
  helpLink?: true | undefined;
}
export type StoryLike = Pick<StoryFile, "id" | "title" | "description" | "content"> & {
  ages?: ContentAgeTag[] | undefined;
  helpLink?: true | undefined;
};

/** A question with a right answer. `options` is empty where the answer is not one option of a set (sorting, feelings). */
export interface ScoredItem {
  where: string;
  options: string[];
  /** Indexes of the right options. */
  keys: number[];
  /**
   * What the parent reads after picking each option, in option order; undefined where the item has only one shared
   * text for every pick (the own-explanation rule counts those wrong options as sharing it).
   */
  feedback?: (string | undefined)[];
  /** The explanation shown beside the feedback, where the item has one. */
  explanation?: string;
}

export const RULES = {
  keyLongestMaxShare: 0.3,
  keyShortestMinShare: 0.15,
  /** In three-choice story scenes, the best choice is the middle-length one in at most this share. */
  keyMiddleMaxShare: 0.4,
  /** The word guesser's hit rate may exceed chance by at most this much. */
  guesserMargin: 0.05,
  /** The share of items whose key sits at each position, by the number of options. */
  positionShare: { 4: { min: 0.18, max: 0.32 }, 3: { min: 0.23, max: 0.43 } } as Record<number, { min: number; max: number }>,
  lessonMinutes: { min: 4, max: 7 },
  /** Module closings and stories may run a little longer. */
  longFormMinutes: { min: 4, max: 8 },
  /** In Spanish, French and German every lesson, closing and story: the same words read slower. */
  translatedMinutes: { min: 4, max: 8 },
  /** The story cards' fixed "3-5 min" is true only while every story, rounded, measures this. */
  storyLabelMinutes: { min: 3, max: 5 },
  minLessons: 48,
  minStories: 14,
  /** Lessons and stories tagged for each age group onboarding offers. */
  // The older children's path (docs/content-guide.md#counts): 9–12 at least 14 lessons and 5 stories, 13+ 10 and 3.
  /** Per age group, and for a parent of more than one child ("multiple"). */
  minLessonsPerAge: { "0-2": 8, "3-5": 8, "6-8": 8, "9-12": 14, "13+": 10, multiple: 6 } as Partial<Record<ContentAgeTag, number>>,
  minStoriesPerAge: { "0-2": 3, "3-5": 3, "6-8": 3, "9-12": 5, "13+": 3, multiple: 2 } as Partial<Record<ContentAgeTag, number>>,
  minSiblingsLessons: 2,
  /** Lessons written for children under two alone (docs/core-skills.md: a baby's parent has a full level). */
  minBabyLessons: 12,
} as const;

const parsed = parsedContent;

const indexes = (count: number) => Array.from({ length: count }, (_, index) => index);

/** Every question of a lesson that has a right answer, whatever player plays it: its teaching cards' checks first. */
export function lessonScoredItems(lesson: LessonLike): ScoredItem[] {
  const checks = (lesson.lead ?? []).flatMap((card, index): ScoredItem[] =>
    card.check
      ? [{ where: `${lesson.title} · card ${index + 1} check`, options: card.check.options, keys: [card.check.correctAnswer], feedback: card.check.optionFeedback }]
      : [],
  );
  return [...checks, ...activityScoredItems(lesson)];
}

function activityScoredItems(lesson: LessonLike): ScoredItem[] {
  if (lesson.content === null) return [];
  const at = (where: string) => `${lesson.title} · ${where}`;
  const family = lesson.activityType;
  switch (family) {
    case "multiple-choice": {
      const c = parsed(lesson, "multiple-choice");
      return [{ where: at("question"), options: c.options, keys: [c.correctAnswer], feedback: c.optionFeedback, explanation: c.explanation }];
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
        { where: at("question"), options: c.options, keys: [c.correctAnswer], feedback: c.branches.map((branch) => branch.result) },
        ...c.branches.map((branch, index) => ({
          where: at(`branch ${index + 1} follow-up`),
          options: branch.followUp.options,
          keys: [branch.followUp.correctAnswer],
          feedback: branch.followUp.optionFeedback,
          explanation: branch.followUp.explanation,
        })),
      ];
    }
    case "slides": {
      const c = parsed(lesson, "slides");
      return Object.entries(c.mcqQuestions).flatMap(([id, question]) => {
        if (!question) return [];
        const { correct, incorrect } = question.feedbackResponses;
        const wrong = [incorrect["0"], incorrect["1"], incorrect["2"], incorrect["3"]];
        return [
          {
            where: at(id),
            options: question.options.map((option) => option.text),
            keys: [question.correctAnswerIndex],
            // An empty or missing text falls back to the shared default.
            feedback: wrong.map((text, index) => (index === question.correctAnswerIndex ? correct : text?.trim() ? text : incorrect.default)),
          },
        ];
      });
    }
    case "steps": {
      const c = parsed(lesson, "steps");
      return c.steps.flatMap((step, index) => {
        const questions = step.type === "choice" || step.type === "scenario" ? [step] : step.type === "quiz" ? step.questions : [];
        return questions.map((question, number) => {
          const right = new Set(correctChoiceIds(question));
          const shared = question.feedback?.incorrect?.join(" ");
          return {
            where: at(`step ${index + 1}${questions.length > 1 ? ` question ${number + 1}` : ""}`),
            options: question.choices.map((choice) => choice.text),
            keys: question.choices.flatMap((choice, i) => (right.has(choice.id) ? [i] : [])),
            feedback: question.choices.map((choice) => choice.feedback ?? (right.has(choice.id) ? question.feedback?.correct : shared)),
            ...(question.explanation ? { explanation: question.explanation.join(" ") } : {}),
          };
        });
      });
    }
    case "roleplay-simulation": {
      const c = parsed(lesson, "roleplay-simulation");
      return [
        {
          where: at("first response"),
          options: c.parentResponse.options,
          keys: [c.parentResponse.correctAnswer],
          ...(typeof c.result === "string" ? {} : { feedback: c.result }),
        },
        ...(c.followUpScenarios ?? []).map((scenario, index) => ({
          where: at(`follow-up ${index + 1}`),
          options: scenario.choices.map((choice) => choice.text),
          keys: scenario.choices.flatMap((choice, i) => (choice.isCorrect ? [i] : [])),
          feedback: scenario.choices.map((choice) => choice.outcome),
          explanation: scenario.explanation,
        })),
        ...(c.microQuiz?.questions ?? []).map((question, index) => ({
          where: at(`quiz ${index + 1}`),
          options: question.options,
          keys: [question.correctAnswer],
          feedback: question.optionFeedback,
          explanation: question.explanation,
        })),
      ];
    }
    case "module-closer":
      return [];
  }
}

/** Every story scene is a scored item whose key is its best choice. */
export function storyScoredItems(story: StoryLike): ScoredItem[] {
  return story.content.scenes.map((scene) => ({
    where: `${story.title} · ${scene.id}`,
    options: scene.choices.map((choice) => choice.text),
    keys: scene.choices.flatMap((choice, index) => (choice.quality === "best" ? [index] : [])),
    feedback: scene.choices.map((choice) => choice.feedback),
  }));
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

/** docs/content-guide.md#no-tell-but-thought: feeling words (whole words, any case) score an option +1. */
export const FEELING_WORDS = [
  "sad", "sadder", "angry", "cross", "frustrated", "frustrating", "upset", "scared", "scary", "worried", "worry",
  "disappointed", "disappointing", "jealous", "hurt", "mad", "nervous", "excited", "happy", "proud", "embarrassed",
  "lonely", "tired", "overwhelmed", "annoyed", "furious", "afraid", "anxious", "grumpy", "feel", "feels", "feeling",
  "feelings", "frightened", "fright", "miss", "missed",
] as const;
/** Absolute words score an option −1. */
export const ABSOLUTE_WORDS = ["always", "never", "must", "everyone", "everybody", "nothing", "every time", "all the time", "no one", "nobody"] as const;

const wordsPattern = (words: readonly string[]) => new RegExp(String.raw`(?<![\p{L}\p{N}'’])(?:${words.map((w) => w.replace(/ /g, String.raw`\s+`)).join("|")})(?![\p{L}\p{N}'’])`, "iu");
const FEELING = wordsPattern(FEELING_WORDS);
const ABSOLUTE = wordsPattern(ABSOLUTE_WORDS);

/** The word guesser's score of one option: +1 for a feeling word, −1 for an absolute word. */
export function guesserScore(option: string): number {
  return (FEELING.test(option) ? 1 : 0) - (ABSOLUTE.test(option) ? 1 : 0);
}

/** Items a guesser or a position rule can judge: a set of options with one or more keys. */
const judgeable = (items: readonly ScoredItem[]) => items.filter((item) => item.options.length >= 2 && item.keys.length > 0);

export interface GuesserFigures {
  items: number;
  /** The guesser's expected hit rate: it picks uniformly among the top-scoring options. */
  hitRate: number;
  /** The mean of (keys / options): a blind pick's hit rate. */
  chance: number;
}

export function wordGuesser(items: readonly ScoredItem[]): GuesserFigures {
  const judged = judgeable(items);
  let hits = 0;
  let chance = 0;
  for (const item of judged) {
    const scores = item.options.map(guesserScore);
    const top = Math.max(...scores);
    const picks = indexes(item.options.length).filter((index) => scores[index] === top);
    hits += picks.filter((index) => item.keys.includes(index)).length / picks.length;
    chance += item.keys.length / item.options.length;
  }
  const n = judged.length;
  return { items: n, hitRate: n ? hits / n : 0, chance: n ? chance / n : 0 };
}

export interface PositionFigures {
  /** Items with one key and this many options. */
  items: number;
  /** Per position (A, B, C…), the share of those items whose key sits there. */
  shares: number[];
}

/** Where the key sits among items with `optionCount` options and exactly one key. */
export function keyPositions(items: readonly ScoredItem[], optionCount: number): PositionFigures {
  const judged = items.filter((item) => item.options.length === optionCount && item.keys.length === 1);
  const counts = new Array<number>(optionCount).fill(0);
  for (const item of judged) counts[item.keys[0]!]! += 1;
  return { items: judged.length, shares: counts.map((count) => (judged.length ? count / judged.length : 0)) };
}

/** Three-choice items whose one key is strictly longer than one option and strictly shorter than the other. */
export function keyMiddle(items: readonly ScoredItem[]): { items: number; middle: number; share: number } {
  const judged = items.filter((item) => item.options.length === 3 && item.keys.length === 1);
  let middle = 0;
  for (const item of judged) {
    const lengths = item.options.map((option) => option.trim().length);
    const key = lengths[item.keys[0]!]!;
    const others = lengths.filter((_, index) => index !== item.keys[0]);
    if (others.some((length) => length < key) && others.some((length) => length > key)) middle += 1;
  }
  return { items: judged.length, middle, share: judged.length ? middle / judged.length : 0 };
}

/** Feelings pickers that list every right feeling before any wrong one. */
export function pickersRightFirst(lessons: readonly LessonLike[]): string[] {
  return lessons.flatMap((lesson) => {
    if (lesson.content === null || lesson.activityType !== "emotional-selector") return [];
    const c = parsed(lesson, "emotional-selector");
    if (c.reflection || c.correctEmotions.length === 0) return [];
    const right = new Set(c.correctEmotions);
    const lastRight = Math.max(...c.emotions.map((emotion, index) => (right.has(emotion.id) ? index : -1)));
    const wrongBefore = c.emotions.slice(0, lastRight).some((emotion) => !right.has(emotion.id));
    return wrongBefore ? [] : [lesson.title];
  });
}

/** Feedback that says nothing but "not quite" or "try again" (or too little to explain). */
const GENERIC = /^(?:not quite|try again|incorrect|wrong|nope|good try|nice try|almost|that's not it|that's not right)[.!…]*$/i;
const normalise = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase();

/**
 * docs/content-guide.md#own-explanation: within one item, each wrong option has its own feedback, no two the same and none a
 * generic "not quite". Items whose wrong picks all read one shared text break it too.
 */
export function sharedExplanations(items: readonly ScoredItem[]): string[] {
  const problems: string[] = [];
  for (const item of judgeable(items)) {
    const wrong = indexes(item.options.length).filter((index) => !item.keys.includes(index));
    if (wrong.length === 0) continue;
    if (!item.feedback) {
      if (wrong.length > 1) problems.push(`${item.where}: ${wrong.length} wrong options share one explanation`);
      continue;
    }
    const texts = wrong.map((index) => item.feedback?.[index]);
    if (texts.some((text) => !text?.trim())) {
      problems.push(`${item.where}: a wrong option has no explanation of its own`);
      continue;
    }
    const generic = texts.filter((text) => GENERIC.test(text!.trim()) || text!.trim().split(/\s+/).length < 5);
    if (generic.length > 0) problems.push(`${item.where}: generic feedback "${generic[0]}"`);
    if (new Set(texts.map((text) => normalise(text!))).size < texts.length) problems.push(`${item.where}: two wrong options share one explanation`);
  }
  return problems;
}

/**
 * docs/content-guide.md#help-links: the topics that call for a Get help now link, each by its words. Anger and hitting count
 * when named in the title, description or practice, or often in the text (six mentions of anger, three of hitting,
 * biting, kicking or hurting someone: a lesson about them, not one that names a feeling in passing); a crying baby,
 * a parent's low mood and telling the parent to call someone (a helpline, a health visitor, a doctor) count wherever
 * they are written.
 */
const PERSON = String.raw`(?:you|me|her|him|them|us|Pip|Zo|Bean|Dot|Kit|Tully|Rumi|Ash|Juno|the baby|a friend|a sibling|someone|his \w+|her \w+)`;
export const HELP_TOPICS = {
  anger: { pattern: /\b(?:anger|angry|furious|rage|temper|losing it|lose (?:your|my) cool)\b/gi, mentions: 6 },
  "hitting or hurting": {
    pattern: new RegExp(
      String.raw`\b(?:hitting|smack\w*|slap\w*|punch\w*|raised fist|biting|let you hit|(?:hit|hits|bites?|kick(?:s|ed|ing)?|push(?:es|ed|ing)?|shov\w+|hurt(?:s|ing)?) ${PERSON}|pull(?:s|ed|ing)? \w+ hair)\b`,
      "gi",
    ),
    mentions: 3,
  },
  "crying baby": {
    pattern: /\b(?:bab(?:y|y's|ies)|newborn)\b[^.!?]{0,80}\b(?:won['’]t stop crying|crying|cries|cry|screams|colic\w*|fuss(?:y|ing))\b|\b(?:crying|cries)\b[^.!?]{0,40}\bbab(?:y|ies)\b|\bshak(?:e|en|ing) (?:a|the|your) baby\b/gi,
    mentions: 1,
  },
  "low mood": { pattern: /\b(?:low mood|postnatal|post-natal|depress\w*|baby blues|feel(?:ing)? low|feeling flat)\b/gi, mentions: 1 },
  "self-harm": { pattern: /\b(?:self-harm\w*|harm(?:ing)? (?:herself|himself|themselves|yourself)|hurt(?:ing)? (?:herself|himself|themselves|yourself)|cut(?:s|ting)? (?:herself|himself|themselves)|suicid\w*|overdose\w*|ending (?:it|their life|her life|his life))\b/gi, mentions: 1 },
  bullying: { pattern: /\bbull(?:y|ies|ied|ying)\b/gi, mentions: 1 },
  "online harm": {
    pattern: /\b(?:nudes?|indecent (?:image|picture|photo)s?|sextortion|groom(?:ing|ed)|explicit (?:image|picture|photo)s?|sexual (?:image|picture|photo)s?)\b/gi,
    mentions: 1,
  },
  "crisis at home": { pattern: /\b(?:domestic (?:abuse|violence)|abus(?:e|ed|ive)|(?:not|isn['’]t|doesn['’]t feel) safe at home|violence at home)\b/gi, mentions: 1 },
  "call someone": {
    // Case-insensitive but for "GP", which in lower case is no word for a doctor.
    pattern: /\b(?:[Hh]elplines?|[Hh]ealth visitors?|GPs?|[Dd]octors?|[Mm]idwi(?:fe|ves)|NHS 111|[Cc]all 111|[Cc]all 999|[Ee]mergency services|[Ss]amaritans)\b/g,
    mentions: 1,
  },
} as const;
export type HelpTopic = keyof typeof HELP_TOPICS;

/** The help topics a lesson or story is about: `headline` is its title, description and practice, `texts` all of it. */
export function helpTopics(headline: readonly string[], texts: readonly string[]): HelpTopic[] {
  return (Object.entries(HELP_TOPICS) as [HelpTopic, (typeof HELP_TOPICS)[HelpTopic]][]).flatMap(([topic, { pattern, mentions }]) => {
    const count = (list: readonly string[]) => list.reduce((sum, text) => sum + [...text.matchAll(pattern)].length, 0);
    return count(headline) > 0 || count(texts) >= mentions ? [topic] : [];
  });
}

export interface HelpUnit {
  title: string;
  kind: "lesson" | "story";
  helpLink: boolean;
  topics: HelpTopic[];
}

/** The lessons and stories whose topic calls for a help link and that lack one. */
export function missingHelpLinks(units: readonly HelpUnit[]): string[] {
  return units.filter((unit) => unit.topics.length > 0 && !unit.helpLink).map((unit) => `${unit.kind} "${unit.title}" (${unit.topics.join(", ")})`);
}

/**
 * docs/content-guide.md#one-family: each unit's breaks of content/cast.md (a child given another family, age or home), and the
 * family forms it names that no child named in it lives (lesson 28's "two homes" with only Pip in it).
 */
export function oneFamilyBreaks(units: readonly { title: string; texts: string[] }[], cast: readonly CastMember[]): string[] {
  return units.flatMap((unit) => {
    const named = castNamed(unit.texts, cast);
    const forms = Object.entries(FAMILY_FORMS)
      .filter(([, patterns]) => unit.texts.some((text) => patterns.some((pattern) => pattern.test(text))))
      .map(([form]) => form);
    const strays = named.length === 0 ? [] : forms.filter((form) => !named.some((member) => member.form === form));
    return [
      ...familyBreaks(unit.texts, cast).map((hit) => `${unit.title}: ${hit}`),
      ...strays.map((form) => `${unit.title}: names "${form}", which no child in it lives (${named.map((m) => m.name).join(", ")})`),
    ];
  });
}

export interface TimedUnit {
  title: string;
  kind: "lesson" | "module closing" | "story";
  minutes: number;
  min: number;
  max: number;
}

export interface Figures {
  /** The language the texts were measured in. */
  language: Language;
  lessonCount: number;
  storyCount: number;
  lessonKeys: KeyShares;
  storyKeys: KeyShares;
  lessonMinutes: { min: number; median: number; max: number };
  storyMinutes: { min: number; median: number; max: number };
  timed: TimedUnit[];
  outsideRange: TimedUnit[];
  withoutPractice: string[];
  lessonAges: Record<ContentAgeTag | "untagged", number>;
  storyAges: Record<ContentAgeTag | "untagged", number>;
  families: Record<string, string[]>;
  growlerAsParent: string[];
  childAtHob: string[];
  /** Scored items of "Your Feelings Count Too" (the parent's own feelings are never marked). */
  ownFeelingsScored: number | null;
  /** The word guesser over lessons and stories together, and over each. */
  guesser: { all: GuesserFigures; lessons: GuesserFigures; stories: GuesserFigures };
  /** Key positions of four- and three-option items, lessons and stories together. */
  positions: Record<3 | 4, PositionFigures>;
  storyMiddle: { items: number; middle: number; share: number };
  pickersRightFirst: string[];
  sharedExplanations: string[];
  missingHelpLinks: string[];
  oneFamily: string[];
  siblingsLessons: string[];
  babyLessons: string[];
  /** Stories whose rounded minutes fall outside the story label's "3-5 min". */
  storiesOffLabel: string[];
}

function spread(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return { min: 0, median: 0, max: 0 };
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { min: sorted[0]!, median, max: sorted.at(-1)! };
}

function agesCount(items: readonly { ages?: ContentAgeTag[] | undefined }[]) {
  const counts = Object.fromEntries([...CONTENT_AGE_TAGS, "untagged"].map((key) => [key, 0])) as Record<ContentAgeTag | "untagged", number>;
  for (const item of items) {
    if (!item.ages || item.ages.length === 0) counts.untagged += 1;
    for (const age of item.ages ?? []) counts[age] += 1;
  }
  return counts;
}

export const OWN_FEELINGS_TITLE = "Your Feelings Count Too";

/**
 * Every figure the content rules speak of, from the loaded lessons and stories, in `language` (its reading speed and
 * minutes ranges; the rules that read English words hold for the English, LANGUAGE_RULES for every language).
 */
export function curriculumFigures(
  lessons: readonly LessonLike[],
  stories: readonly StoryLike[],
  cast: readonly CastMember[] = [],
  language: Language = "en",
): Figures {
  const speed = WORDS_PER_MINUTE_IN[language];
  const translated = language !== "en";
  const timed: TimedUnit[] = [
    ...lessons.map((lesson): TimedUnit => {
      const closing = lesson.activityType === "module-closer";
      const range = translated ? RULES.translatedMinutes : closing ? RULES.longFormMinutes : RULES.lessonMinutes;
      return { title: lesson.title, kind: closing ? "module closing" : "lesson", minutes: minutesOf(lessonPath(lesson), speed), ...range };
    }),
    ...stories.map((story): TimedUnit => ({
      title: story.title,
      kind: "story",
      minutes: minutesOf(storyPath(story), speed),
      ...(translated ? RULES.translatedMinutes : RULES.longFormMinutes),
    })),
  ];
  const ownFeelings = lessons.find((lesson) => lesson.title === OWN_FEELINGS_TITLE);
  const lessonItems = lessons.flatMap(lessonScoredItems);
  const storyItems = stories.flatMap(storyScoredItems);
  const units = [
    ...lessons.map((lesson) => ({ title: lesson.title, texts: allStrings([lesson.title, lesson.description, lesson.lead, lesson.content, lesson.practice]) })),
    ...stories.map((story) => ({ title: story.title, texts: allStrings([story.title, story.description, story.content]) })),
  ];
  const sceneUnits = [
    ...lessons.map((lesson) => ({ title: lesson.title, texts: allStrings([lesson.lead, lesson.content]) })),
    ...stories.flatMap((story) => story.content.scenes.map((scene) => ({ title: `${story.title} · ${scene.id}`, texts: allStrings(scene) }))),
  ];
  return {
    language,
    lessonCount: lessons.length,
    storyCount: stories.length,
    lessonKeys: keyShares(lessonItems),
    storyKeys: keyShares(storyItems),
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
    // The parent's own feelings are never marked; a teaching card's check, about the scene, may be.
    ownFeelingsScored: ownFeelings ? activityScoredItems(ownFeelings).length : null,
    guesser: { all: wordGuesser([...lessonItems, ...storyItems]), lessons: wordGuesser(lessonItems), stories: wordGuesser(storyItems) },
    positions: { 4: keyPositions([...lessonItems, ...storyItems], 4), 3: keyPositions([...lessonItems, ...storyItems], 3) },
    storyMiddle: keyMiddle(storyItems),
    pickersRightFirst: pickersRightFirst(lessons),
    sharedExplanations: sharedExplanations([...lessonItems, ...storyItems]),
    missingHelpLinks: missingHelpLinks([
      ...lessons.map((lesson): HelpUnit => ({
        title: lesson.title,
        kind: "lesson",
        helpLink: lesson.helpLink === true,
        topics: helpTopics(allStrings([lesson.title, lesson.description, lesson.practice]), allStrings([lesson.lead, lesson.content, lesson.practice])),
      })),
      ...stories.map((story): HelpUnit => ({
        title: story.title,
        kind: "story",
        helpLink: story.helpLink === true,
        topics: helpTopics(allStrings([story.title, story.description, story.content.takeaway]), allStrings(story.content)),
      })),
    ]),
    oneFamily: oneFamilyBreaks(units, cast),
    siblingsLessons: lessons.filter(forSeveralChildren).map((lesson) => lesson.title),
    babyLessons: lessons
      .filter((lesson) => {
        const groups = (lesson.ages ?? []).filter((age) => age !== "multiple");
        return groups.length === 1 && groups[0] === "0-2";
      })
      .map((lesson) => lesson.title),
    storiesOffLabel: timed
      .filter((unit) => unit.kind === "story")
      .filter((unit) => roundedMinutes(unit.minutes) < RULES.storyLabelMinutes.min || roundedMinutes(unit.minutes) > RULES.storyLabelMinutes.max)
      .map((unit) => `${unit.title} ${unit.minutes.toFixed(1)}`),
  };
}

export type RuleId =
  | "key-longest-lessons" | "key-longest-stories" | "key-shortest-lessons" | "key-shortest-stories"
  | "minutes-lessons" | "minutes-stories" | "practice-in-every-lesson" | "lesson-count" | "story-count" | "ages-tagged" | "ages-covered"
  | "family-forms" | "growler-nobodys-parent" | "no-child-at-hob" | "own-feelings-unscored"
  | "word-guesser" | "key-position" | "key-middle-stories" | "pickers-not-right-first" | "own-explanation" | "help-links"
  | "one-family" | "stories-per-age" | "siblings-lessons" | "baby-lessons" | "story-label";

export interface RuleResult<Id extends string = RuleId> {
  id: Id;
  rule: string;
  pass: boolean;
  /** The figure, or what breaks the rule. */
  detail: string;
}

const pct = (share: number) => `${Math.round(share * 100)} %`;
const pct1 = (share: number) => `${(share * 100).toFixed(1)} %`;
const list = (items: readonly string[], max = 12) =>
  items.length <= max ? items.join("; ") : `${items.slice(0, max).join("; ")}; … and ${items.length - max} more`;

/** Each rule of the content guide that a machine can check, judged on the figures. */
export function judgeRules(f: Figures): RuleResult[] {
  const missingForms = Object.entries(f.families).filter(([, titles]) => titles.length === 0).map(([form]) => form);
  const thinAges = Object.entries(RULES.minLessonsPerAge).filter(([age, min]) => f.lessonAges[age as ContentAgeTag] < (min ?? 0));
  const thinStoryAges = Object.entries(RULES.minStoriesPerAge).filter(([age, min]) => f.storyAges[age as ContentAgeTag] < (min ?? 0));
  const offPositions = ([4, 3] as const).flatMap((count) =>
    f.positions[count].items === 0
      ? []
      : f.positions[count].shares.filter((share) => share < RULES.positionShare[count]!.min || share > RULES.positionShare[count]!.max),
  );
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
    minutes(
      "minutes-lessons",
      f.language === "en"
        ? "every lesson takes 4–7 minutes on one path (module closings up to 8)"
        : `every lesson takes 4–8 minutes on one path, read in ${f.language}`,
      (u) => u.kind !== "story",
    ),
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
      rule: `lessons for every age group (${Object.entries(RULES.minLessonsPerAge).map(([age, min]) => `${age}: ≥ ${min}`).join(", ")})`,
      pass: thinAges.length === 0,
      detail: thinAges.length === 0 ? "covered" : `too few for ${thinAges.map(([age]) => `${age} (${f.lessonAges[age as ContentAgeTag]})`).join(", ")}`,
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
    {
      id: "stories-per-age",
      rule: `stories for every age group (${Object.entries(RULES.minStoriesPerAge).map(([age, min]) => `${age}: ≥ ${min}`).join(", ")})`,
      pass: thinStoryAges.length === 0,
      detail: thinStoryAges.length === 0 ? "covered" : `too few for ${thinStoryAges.map(([age]) => `${age} (${f.storyAges[age as ContentAgeTag]})`).join(", ")}`,
    },
    {
      id: "siblings-lessons",
      rule: `at least ${RULES.minSiblingsLessons} lessons on siblings (ages tagged "multiple")`,
      pass: f.siblingsLessons.length >= RULES.minSiblingsLessons,
      detail: `${f.siblingsLessons.length}: ${list(f.siblingsLessons)}`,
    },
    {
      id: "baby-lessons",
      rule: `at least ${RULES.minBabyLessons} lessons written for children under two alone`,
      pass: f.babyLessons.length >= RULES.minBabyLessons,
      detail: `${f.babyLessons.length}: ${list(f.babyLessons)}`,
    },
    {
      id: "word-guesser",
      rule: `a guesser preferring feeling words and avoiding absolute words hits at most chance + ${pct(RULES.guesserMargin)}`,
      pass: f.guesser.all.hitRate <= f.guesser.all.chance + RULES.guesserMargin,
      detail: `${pct1(f.guesser.all.hitRate)} against chance ${pct1(f.guesser.all.chance)} over ${f.guesser.all.items} items`,
    },
    {
      id: "key-position",
      rule: "the key sits in each position of four-option items 18–32 % of the time, of three-option items 23–43 %",
      pass: offPositions.length === 0,
      detail: `4 options (${f.positions[4].items}): ${f.positions[4].shares.map(pct).join(" / ")}; 3 options (${f.positions[3].items}): ${f.positions[3].shares.map(pct).join(" / ")}`,
    },
    {
      id: "key-middle-stories",
      rule: `three-choice story scenes: the best choice is the middle-length one in at most ${pct(RULES.keyMiddleMaxShare)}`,
      pass: f.storyMiddle.share <= RULES.keyMiddleMaxShare,
      detail: `${f.storyMiddle.middle} of ${f.storyMiddle.items} (${pct(f.storyMiddle.share)})`,
    },
    {
      id: "pickers-not-right-first",
      rule: "no feelings picker lists all its right feelings first",
      pass: f.pickersRightFirst.length === 0,
      detail: f.pickersRightFirst.length === 0 ? "none" : list(f.pickersRightFirst),
    },
    {
      id: "own-explanation",
      rule: "every wrong option has its own explanation (none shared, none a generic \"not quite\")",
      pass: f.sharedExplanations.length === 0,
      detail: f.sharedExplanations.length === 0 ? "all their own" : `${f.sharedExplanations.length}: ${list(f.sharedExplanations, 20)}`,
    },
    {
      id: "help-links",
      rule: "helpLink on every lesson and story about anger, hitting or hurting, a crying baby, low mood, or calling someone",
      pass: f.missingHelpLinks.length === 0,
      detail: f.missingHelpLinks.length === 0 ? "all linked" : `${f.missingHelpLinks.length} without: ${list(f.missingHelpLinks, 30)}`,
    },
    {
      id: "one-family",
      rule: "each child's family, age and home as in content/cast.md, in every lesson and story",
      pass: f.oneFamily.length === 0,
      detail: f.oneFamily.length === 0 ? "consistent" : `${f.oneFamily.length}: ${list(f.oneFamily, 20)}`,
    },
    {
      id: "story-label",
      rule: `every story measures ${RULES.storyLabelMinutes.min}–${RULES.storyLabelMinutes.max} minutes, so the cards' "3-5 min" is true`,
      pass: f.storiesOffLabel.length === 0,
      detail: f.storiesOffLabel.length === 0 ? "all within" : list(f.storiesOffLabel, 30),
    },
  ];
}

const fixed = (n: number) => n.toFixed(1);
const ageLine = (counts: Record<string, number>) => Object.entries(counts).map(([age, n]) => `${age}: ${n}`).join(", ");

/**
 * The rules that hold in every language: answers no one can guess from their length, and each lesson's and story's
 * time at that language's reading speed. The others read English words (families, help topics, the word guesser) or
 * the structure, which a translation cannot change (src/shared/content/translation.ts).
 */
export const LANGUAGE_RULES: readonly RuleId[] = [
  "key-longest-lessons", "key-shortest-lessons", "key-longest-stories", "key-shortest-stories", "minutes-lessons", "minutes-stories",
];

/** The figures as a compact table, for the test's output and `npm run content:report`. */
export function formatReport(f: Figures, results: readonly RuleResult[]): string {
  const shared = [
    `Content rules — figures (${f.language})`,
    `  count                 lessons ${f.lessonCount} · stories ${f.storyCount}`,
    `  key longest           lessons ${f.lessonKeys.longest}/${f.lessonKeys.items} (${pct(f.lessonKeys.longestShare)}) · stories ${f.storyKeys.longest}/${f.storyKeys.items} (${pct(f.storyKeys.longestShare)})   target ≤ ${pct(RULES.keyLongestMaxShare)}`,
    `  key shortest          lessons ${f.lessonKeys.shortest}/${f.lessonKeys.items} (${pct(f.lessonKeys.shortestShare)}) · stories ${f.storyKeys.shortest}/${f.storyKeys.items} (${pct(f.storyKeys.shortestShare)})   target ≥ ${pct(RULES.keyShortestMinShare)}`,
    `  minutes min/med/max   lessons ${fixed(f.lessonMinutes.min)}/${fixed(f.lessonMinutes.median)}/${fixed(f.lessonMinutes.max)} · stories ${fixed(f.storyMinutes.min)}/${fixed(f.storyMinutes.median)}/${fixed(f.storyMinutes.max)}`,
    `  outside ${f.language === "en" ? "4–7 (8)" : "4–8    "}       ${f.outsideRange.length === 0 ? "none" : f.outsideRange.map((u) => `${u.title} ${fixed(u.minutes)}`).join("; ")}`,
  ];
  const rules = ["Rules", ...results.map((r) => `  ${(r.pass ? "PASS" : "FAIL").padEnd(8)}${r.id.padEnd(26)}${r.pass ? r.detail : r.detail.slice(0, 400)}`)];
  if (f.language !== "en") return [...shared, ...rules].join("\n");
  const lines = [
    ...shared,
    `  practice              ${f.lessonCount - f.withoutPractice.length}/${f.lessonCount} lessons`,
    `  ages (lessons)        ${ageLine(f.lessonAges)}`,
    `  ages (stories)        ${ageLine(f.storyAges)}`,
    ...Object.entries(f.families).map(([form, titles]) => `  family: ${form.padEnd(24)}${titles.length} ${titles.length ? `(${list(titles, 3)})` : ""}`),
    `  Growler as a parent   ${f.growlerAsParent.length}`,
    `  child at the hob      ${f.childAtHob.length}${f.childAtHob.length ? ` (${list(f.childAtHob, 4)})` : ""}`,
    `  "${OWN_FEELINGS_TITLE}" scored items: ${f.ownFeelingsScored ?? "lesson not found"}`,
    `  word guesser          all ${pct1(f.guesser.all.hitRate)} vs chance ${pct1(f.guesser.all.chance)} (${f.guesser.all.items}) · lessons ${pct1(f.guesser.lessons.hitRate)} vs ${pct1(f.guesser.lessons.chance)} · stories ${pct1(f.guesser.stories.hitRate)} vs ${pct1(f.guesser.stories.chance)}`,
    `  key position          4 options (${f.positions[4].items}): ${f.positions[4].shares.map(pct).join(" / ")} · 3 options (${f.positions[3].items}): ${f.positions[3].shares.map(pct).join(" / ")}`,
    `  key middle (stories)  ${f.storyMiddle.middle}/${f.storyMiddle.items} (${pct(f.storyMiddle.share)})   target ≤ ${pct(RULES.keyMiddleMaxShare)}`,
    `  pickers right first   ${f.pickersRightFirst.length}${f.pickersRightFirst.length ? ` (${list(f.pickersRightFirst, 6)})` : ""}`,
    `  shared explanations   ${f.sharedExplanations.length}`,
    `  help links missing    ${f.missingHelpLinks.length}`,
    `  one family breaks     ${f.oneFamily.length}`,
    `  siblings lessons      ${f.siblingsLessons.length}`,
    `  baby lessons          ${f.babyLessons.length}`,
    `  stories off "3-5 min" ${f.storiesOffLabel.length}`,
    ...rules,
  ];
  return lines.join("\n");
}

