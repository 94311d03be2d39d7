import type { z } from "zod";
import type { ActivityType } from "../content/activity-types";
import { contentSchemas } from "../content/content-schemas";
import type { LeadCard, Practice } from "../content/curriculum-schema";
import { correctChoiceIds } from "../content/step-schemas";
import type { StoryContent } from "../content/story-schema";
import { type Language, LANGUAGE_CODES, SOURCE_LANGUAGE, wordsPerMinuteOf } from "../i18n/locales";

/*
 * How long a lesson or story takes, from its content: the words on one path read at 200 a minute, plus about ten
 * seconds for each choice or tap (docs/product-rules.md#lesson-length). One rule for everyone: the lesson cards'
 * "About N min", the API's `minutes` and the content rules (content/content-rules.ts) all call these functions.
 */

/** A lesson as the curriculum holds it (content not yet narrowed to its activity type). */
export interface TimedLesson {
  title: string;
  activityType: ActivityType;
  content: unknown;
  lead?: LeadCard[] | undefined;
  practice?: Practice | undefined;
}
export interface TimedStory {
  title: string;
  content: StoryContent;
}

/** What a parent reads and does on one path: the texts on screen and the choices or inputs made. */
export interface ReadingPath {
  texts: string[];
  inputs: number;
}

/** English reading speed of an adult reading silently on a screen. */
export const WORDS_PER_MINUTE = 200;
export const SECONDS_PER_INPUT = 10;

/**
 * Each language's reading speed: English's, scaled by the published adult silent-reading rate of each language in the
 * table of languages (src/shared/i18n/languages.ts: English 228, Spanish 218, French 195, German 179 words a minute), so
 * the same lesson takes a little longer in a language of longer words (docs/product-rules.md#lesson-length).
 */
export const WORDS_PER_MINUTE_IN = Object.fromEntries(
  LANGUAGE_CODES.map((code) => [code, (WORDS_PER_MINUTE * wordsPerMinuteOf(code)) / wordsPerMinuteOf(SOURCE_LANGUAGE)]),
) as Record<Language, number>;

type Content<Type extends ActivityType> = z.infer<(typeof contentSchemas)[Type]>;

export function parsedContent<Type extends ActivityType>(lesson: TimedLesson, type: Type): Content<Type> {
  return contentSchemas[type].parse(lesson.content) as Content<Type>;
}

/**
 * One path through a lesson: the lead cards, every screen's text, each question's stem and all its options, the
 * feedback or explanation of the right choice only, tips, reflection prompts and the practice.
 */
export function lessonPath(lesson: TimedLesson): ReadingPath {
  const texts: string[] = [lesson.title];
  let inputs = 0;
  for (const card of lesson.lead ?? []) {
    texts.push(card.heading, card.body);
    if (card.check) {
      texts.push(card.check.question, ...card.check.options, card.check.optionFeedback[card.check.correctAnswer]!);
      inputs += 1;
    }
  }
  const add = (...more: (string | undefined)[]) => texts.push(...more.filter((t): t is string => typeof t === "string"));

  if (lesson.content !== null) {
    switch (lesson.activityType) {
      case "multiple-choice": {
        const c = parsedContent(lesson, "multiple-choice");
        add(c.scenario, c.question, ...c.options, c.explanation, c.optionFeedback[c.correctAnswer]);
        inputs += 1;
        break;
      }
      case "emotional-selector": {
        const c = parsedContent(lesson, "emotional-selector");
        add(c.scenario, c.question, ...c.emotions.map((e) => e.label), c.explanation);
        inputs += c.correctEmotions.length;
        break;
      }
      case "drag-drop": {
        const c = parsedContent(lesson, "drag-drop");
        add(c.scenario, c.instruction, ...c.items.map((i) => i.text), ...c.categories.map((k) => k.label), c.explanation);
        inputs += c.items.length;
        break;
      }
      case "branching-scenario": {
        const c = parsedContent(lesson, "branching-scenario");
        const branch = c.branches[c.correctAnswer];
        add(c.scenario, c.question, ...c.options, branch?.result);
        if (branch) add(branch.followUp.scenario, branch.followUp.question, ...branch.followUp.options, branch.followUp.explanation);
        add(c.finalInsight, c.skillLearned);
        inputs += 2;
        break;
      }
      case "slides": {
        const c = parsedContent(lesson, "slides");
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
        const c = parsedContent(lesson, "steps");
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
        const c = parsedContent(lesson, "roleplay-simulation");
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
        const c = parsedContent(lesson, "module-closer");
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

/** The path through a story's best choices, from the first scene to the takeaway. */
export function storyPath(story: TimedStory): ReadingPath {
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

/** Minutes one path takes; another language passes its own reading speed (English's scaled by its adult rate). */
export function minutesOf(path: ReadingPath, wordsPerMinute = WORDS_PER_MINUTE): number {
  const words = path.texts.reduce((sum, text) => sum + countWords(text), 0);
  return words / wordsPerMinute + (path.inputs * SECONDS_PER_INPUT) / 60;
}

/** Minutes as a card shows them: whole minutes, at least one. */
export function roundedMinutes(minutes: number): number {
  return Math.max(1, Math.round(minutes));
}

/** A lesson's minutes on its one path, rounded for a card ("About 5 min"). */
export function lessonMinutes(lesson: TimedLesson, language: Language = "en"): number {
  return roundedMinutes(minutesOf(lessonPath(lesson), WORDS_PER_MINUTE_IN[language]));
}

/** A story's minutes through its best choices, rounded like a lesson's. */
export function storyMinutes(story: TimedStory, language: Language = "en"): number {
  return roundedMinutes(minutesOf(storyPath(story), WORDS_PER_MINUTE_IN[language]));
}
