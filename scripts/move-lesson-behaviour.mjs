#!/usr/bin/env node
/**
 * Moves per-lesson behaviour out of client code into each lesson's JSON, under a new top-level "play" key placed
 * after everything else: the intro slideshows (by lesson id), the slide layout, the steps lessons' rules and where
 * the celebration's done button leads. Idempotent: keys a lesson already has are left as they are, and files that
 * would not change are not written, so it can be re-run after merging other edits to the lesson files.
 *
 *   node scripts/move-lesson-behaviour.mjs [content/lessons]
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const lessonDir = path.resolve(process.argv[2] ?? path.join(root, "content", "lessons"));

/** Lesson id → the slideshow shown before it (docs/lesson-players.md#intros). */
const INTROS = {
  3: [
    {
      heading: "Meet Pip",
      text: "This is Pip. Pip is about four: small, round, blue, and full of big feelings that arrive fast and leave fast.",
      illustration: { character: "pip", mood: "happy", alt: "Pip waves hello with a wide smile" },
    },
    {
      heading: "The Scene Unfolds",
      text: "Something small goes wrong, and to Pip it feels enormous. Tears, shouting, maybe a stamp of the foot. You're tired too, and the clock is ticking.",
      illustration: { character: "pip", mood: "sad", alt: "Pip stands with fists clenched, tears on both cheeks" },
    },
    {
      heading: "Pip Needs You",
      text: "Before any fixing, Pip needs to hear that you see the feeling. Let's practise saying \"I see you\" first. You're already doing the hard part by being here.",
      illustration: { character: "pip", mood: "calm", alt: "Pip leans in for a hug, eyes closed, calmer now" },
    },
  ],
  9: [
    {
      heading: "Meet Zo",
      text: "This is Zo, Pip's friend. Zo is about seven and loves being in charge: making the rules of the game, picking the snack, doing it MYSELF.",
      illustration: { character: "zo", mood: "proud", alt: "Zo stands tall with hands on hips, grinning" },
    },
    {
      heading: "Choices Choices",
      text: "The park trip is rained off, and Zo has a new plan: TV all afternoon. You have a different plan. An order starts a tug of war; an open question hands Zo the whole world.",
      illustration: { character: "zo", mood: "cross", alt: "Zo frowns at the rainy window, arms folded" },
    },
    {
      heading: "Teaching Power Wisely",
      text: "Zo doesn't need all the power, or none of it. Two small, real choices you're happy with give Zo a say while the limit stays yours. Let's see how that plays out.",
      illustration: {
        character: "zo",
        mood: "happy",
        alt: "Zo smiles, holding up two fingers to pick between two ideas",
      },
    },
  ],
};

/**
 * The slide layout each slide lesson type used (docs/lesson-players.md#slide-lessons,
 * docs/lesson-players.md#card-layout); authored is the default.
 */
const SLIDE_LAYOUTS = {
  why_didnt_you_pick_me: "card",
  sample_dynamic_lesson: "template",
  duplicate_dynamic_lesson: "template",
};

/** The steps lessons' wording and retry choices (docs/lesson-players.md#steps-lessons). */
const STEP_RULES = {
  snack_attack: {
    nextLabel: "Continue",
    finishLabel: "Complete Lesson",
    correctHeading: "Great choice!",
    wrongHeading: "Try Again!",
    retryClearsPick: true,
    closingRightQuizAdvances: false,
  },
  dinner_dilemma: {
    nextLabel: "Next",
    finishLabel: "Complete Lesson",
    correctHeading: "Great choice!",
    wrongHeading: "Let's try again!",
    retryClearsPick: false,
    closingRightQuizAdvances: true,
  },
  pajama_puzzle: {
    nextLabel: "Continue",
    finishLabel: "Complete Lesson",
    correctHeading: "Great choice!",
    wrongHeading: "Let's try a different approach",
    retryClearsPick: true,
    closingRightQuizAdvances: false,
  },
  limits_quiz: {
    nextLabel: "Next",
    finishLabel: "Complete Quiz",
    correctHeading: "Excellent choice!",
    wrongHeading: "Try Again!",
    retryClearsPick: true,
    closingRightQuizAdvances: false,
  },
};

/** Where the celebration's done button leads, when not home (docs/lesson-players.md#homework-challenge). */
const AFTER_COMPLETION = {
  limits_quiz: { path: "/lessons-overview", label: "Back to Lessons" },
};

/**
 * Each play key, in the order it is written: the table it comes from, what the table is keyed by, and when a lesson
 * that the table names still goes without it.
 */
const PLAY_KEYS = [
  { key: "intro", table: INTROS, keyedBy: (lesson) => lesson.id },
  {
    key: "slideLayout",
    table: SLIDE_LAYOUTS,
    keyedBy: (lesson) => lesson.activityType,
    skip: (lesson) => Boolean(lesson.content?.layout),
  },
  { key: "stepRules", table: STEP_RULES, keyedBy: (lesson) => lesson.activityType },
  { key: "afterCompletion", table: AFTER_COMPLETION, keyedBy: (lesson) => lesson.activityType },
];

/** The play keys this lesson should have, from the tables above. */
function playFor(lesson) {
  const play = {};
  for (const { key, table, keyedBy, skip } of PLAY_KEYS) {
    const name = keyedBy(lesson);
    if (Object.hasOwn(table, name) && !skip?.(lesson)) play[key] = table[name];
  }
  return play;
}

let changed = 0;
for (const name of fs
  .readdirSync(lessonDir)
  .filter((file) => file.endsWith(".json"))
  .sort()) {
  const file = path.join(lessonDir, name);
  const before = fs.readFileSync(file, "utf8");
  const lesson = JSON.parse(before);
  const wanted = playFor(lesson);
  if (Object.keys(wanted).length === 0) continue;
  // Keys already present win: a writer may have tuned them since.
  const play = { ...wanted, ...(lesson.play ?? {}) };
  if (lesson.play === undefined) lesson.play = play;
  else Object.assign(lesson.play, play);
  const after = JSON.stringify(lesson, null, 2) + "\n";
  if (after !== before) {
    fs.writeFileSync(file, after);
    changed += 1;
    console.log(`${name}: play ${Object.keys(lesson.play).join(", ")}`);
  }
}
console.log(changed === 0 ? "Every lesson already carries its play keys." : `${changed} lesson file(s) updated.`);
