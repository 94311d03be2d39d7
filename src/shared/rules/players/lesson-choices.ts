import { kindOf } from "../../content/activity-types";
import type {
  BranchingScenarioContent,
  DragDropContent,
  EmotionalSelectorContent,
  MultipleChoiceContent,
  RoleplaySimulationContent,
  SlideLessonContent,
  StepLessonContent,
} from "../../content/content-schemas";
import type { Practice } from "../../content/curriculum-schema";
import type { StoryContent } from "../../content/story-schema";
import { answerKey, stepQuestions } from "../step-scoring";
import { restoreBranching, restoreMultipleChoice } from "./choice-lessons";
import { restoreEmotionLesson } from "./emotion-lesson";
import { restoreGuidedLesson } from "./guided-lesson";
import { restoreSlideLesson } from "./slide-lesson";
import { restoreSortLesson } from "./sort-lesson";
import { restoreStepsLesson } from "./steps-lesson";

/**
 * The scenario questions of a lesson or story as the family's shared view lists them
 * (docs/product-rules.md#the-same-page), and the options a kept answer chose in each. Only the content's own texts come
 * out (a question, an option): nothing a parent typed (reflections, notes, a feeling) is ever read from the answers.
 */
export interface ChoiceQuestion {
  /** Stable within the lesson or story: "first", "step_2", "scene-lights-out"… */
  id: string;
  prompt: string;
  /** Asked only on one path (a branch's follow-up, a story's later scene): listed only when someone's answers reached it. */
  onOnePath: boolean;
}

/** The options chosen per question id; a question the answers did not reach is missing. */
export type ChosenOptions = Map<string, string[]>;

interface LessonLike {
  activityType: string;
  content: unknown;
}

/** Every scenario question of a lesson, in the order it asks them. */
export function lessonChoiceQuestions(lesson: LessonLike): ChoiceQuestion[] {
  return readLesson(lesson, undefined)?.questions ?? [];
}

/**
 * The options a lesson's kept answers (the player's state, src/server/progress/complete-lesson.ts) chose, by question;
 * null when the answers are not this lesson's (none kept, another version of its content).
 */
export function lessonChosenOptions(lesson: LessonLike, answers: unknown): ChosenOptions | null {
  if (answers === null || answers === undefined) return null;
  return readLesson(lesson, answers)?.chosen ?? null;
}

interface Reading {
  questions: ChoiceQuestion[];
  chosen: ChosenOptions | null;
}

const always = (id: string, prompt: string): ChoiceQuestion => ({ id, prompt, onOnePath: false });
const picked = <T>(list: readonly T[], index: number | null | undefined): T | undefined =>
  index === null || index === undefined ? undefined : list[index];

/** With `answers` undefined only the questions are read. */
function readLesson(lesson: LessonLike, answers: unknown): Reading | null {
  const reading = answers !== undefined;
  const chosen: ChosenOptions = new Map();
  const choose = (id: string, options: (string | undefined)[]) => {
    const texts = options.filter((option): option is string => option !== undefined);
    if (texts.length > 0) chosen.set(id, texts);
  };
  const result = (questions: ChoiceQuestion[], restored: unknown): Reading | null =>
    reading && !restored ? null : { questions, chosen: reading ? chosen : null };

  switch (kindOf(lesson.activityType)) {
    case "multiple-choice": {
      const content = lesson.content as MultipleChoiceContent;
      const state = reading ? restoreMultipleChoice(answers, content) : null;
      if (state) choose("question", [picked(content.options, state.selected)]);
      return result([always("question", content.question)], state);
    }
    case "branching-scenario": {
      const content = lesson.content as BranchingScenarioContent;
      const state = reading ? restoreBranching(answers, content) : null;
      if (state && state.stage !== "initial") {
        choose("first", [picked(content.options, state.choice)]);
        const followUp = content.branches[state.choice]?.followUp;
        if (followUp) choose(`followUp-${state.choice}`, [picked(followUp.options, state.followUpChoice)]);
      }
      const questions = [
        always("first", content.question),
        ...content.branches.map((branch, index) => ({
          id: `followUp-${index}`,
          prompt: branch.followUp.question,
          onOnePath: true,
        })),
      ];
      return result(questions, state);
    }
    case "emotional-selector": {
      const content = lesson.content as EmotionalSelectorContent;
      // A reflection asks about the parent's own feelings: like a mood, those stay theirs.
      if (content.reflection) return result([], reading ? restoreEmotionLesson(answers, content) : null);
      const state = reading ? restoreEmotionLesson(answers, content) : null;
      if (state) {
        choose(
          "feelings",
          content.emotions.filter((emotion) => state.selected.includes(emotion.id)).map((emotion) => emotion.label),
        );
      }
      return result([always("feelings", content.question)], state);
    }
    case "drag-drop": {
      const content = lesson.content as DragDropContent;
      const state = reading ? restoreSortLesson(answers, content) : null;
      if (state) {
        for (const item of content.items) {
          const category = content.categories.find((candidate) => candidate.id === state.mapping[item.id]);
          choose(`item-${item.id}`, [category?.label]);
        }
      }
      return result(
        content.items.map((item) => always(`item-${item.id}`, item.text)),
        state,
      );
    }
    case "slides": {
      const content = lesson.content as SlideLessonContent;
      const state = reading ? restoreSlideLesson(answers, content) : null;
      const questions: ChoiceQuestion[] = [];
      content.slides.forEach((slide, index) => {
        if (slide.type !== "mcq") return;
        const question = content.mcqQuestions[slide.questionId];
        if (!question) return;
        questions.push(always(`slide-${index}`, question.question));
        if (state) choose(`slide-${index}`, [picked(question.options, state.answers[String(index)])?.text]);
      });
      return result(questions, state);
    }
    case "steps": {
      const content = lesson.content as StepLessonContent;
      const state = reading ? restoreStepsLesson(answers, content) : null;
      const questions: ChoiceQuestion[] = [];
      content.steps.forEach((step, stepIndex) => {
        stepQuestions(step).forEach((question, questionIndex) => {
          const key = answerKey(stepIndex, step, questionIndex);
          questions.push(always(key, question.question));
          if (state) choose(key, [question.choices.find((choice) => choice.id === state.answers[key])?.text]);
        });
      });
      return result(questions, state);
    }
    case "roleplay-simulation": {
      const content = lesson.content as RoleplaySimulationContent;
      const state = reading ? restoreGuidedLesson(answers, content) : null;
      const followUps = content.followUpScenarios ?? [];
      const quiz = content.microQuiz?.questions ?? [];
      if (state) {
        choose("response", [picked(content.parentResponse.options, state.responsePick)]);
        followUps.forEach((scenario, index) =>
          choose(`followUp-${index}`, [picked(scenario.choices, state.followUpPicks[index])?.text]),
        );
        quiz.forEach((question, index) =>
          choose(`quiz-${index}`, [picked(question.options, state.quizAnswers[index])]),
        );
      }
      // The reflection's feeling and notes are the parent's own: not questions here.
      return result(
        [
          always("response", content.parentResponse.question),
          ...followUps.map((scenario, index) => always(`followUp-${index}`, scenario.question)),
          ...quiz.map((question, index) => always(`quiz-${index}`, question.question)),
        ],
        state,
      );
    }
    // A module closing asks nothing of a scene: its self-care pick and reflection are the parent's own.
    case "module-closer":
      return result([], reading ? answers : null);
    case undefined:
      return null;
  }
}

/** Each scene of a story, the first always and the others on the path a play took. */
export function storyChoiceQuestions(content: StoryContent): ChoiceQuestion[] {
  return content.scenes.map((scene, index) => ({ id: `scene-${scene.id}`, prompt: scene.title, onOnePath: index > 0 }));
}

/** The choices a story's play made (its choice ids), by scene; null for a play kept without them. */
export function storyChosenOptions(content: StoryContent, choiceIds: readonly string[]): ChosenOptions | null {
  if (choiceIds.length === 0) return null;
  const chosen: ChosenOptions = new Map();
  for (const scene of content.scenes) {
    const texts = scene.choices.filter((choice) => choiceIds.includes(choice.id)).map((choice) => choice.text);
    if (texts.length > 0) chosen.set(`scene-${scene.id}`, texts);
  }
  return chosen;
}

/** What the two talk about (docs/product-rules.md#the-same-page): a heading and the words from the content. */
export interface TalkingPrompt {
  title: string;
  text: string;
}

/**
 * A lesson's talking prompt: its practice (the name and the words to say), which every lesson of today's curriculum
 * has; without one, the take-away its kind ends on; else its own description.
 */
export function lessonTalkingPrompt(
  lesson: LessonLike & { title: string; description: string; practice?: Practice | undefined },
): TalkingPrompt {
  if (lesson.practice) return { title: lesson.practice.title, text: lesson.practice.say };
  const content = lesson.content as Record<string, unknown> | null;
  switch (kindOf(lesson.activityType)) {
    case "branching-scenario": {
      const story = content as BranchingScenarioContent;
      return { title: story.skillLearned, text: story.finalInsight };
    }
    case "multiple-choice":
    case "drag-drop":
    case "emotional-selector":
      return { title: lesson.title, text: (content as { explanation: string }).explanation };
    case "roleplay-simulation":
      return { title: lesson.title, text: (content as RoleplaySimulationContent).parentResponse.explanation };
    default:
      return { title: lesson.title, text: lesson.description };
  }
}

/** A story's talking prompt: its closing takeaway's title and the first of its words to try tonight. */
export function storyTalkingPrompt(content: StoryContent): TalkingPrompt {
  return { title: content.takeaway.title, text: content.takeaway.tips[0] ?? content.takeaway.text };
}
