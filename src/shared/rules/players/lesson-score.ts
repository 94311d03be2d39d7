import { kindOf } from "../../content/activity-types";
import type {
  BranchingScenarioContent, DragDropContent, EmotionalSelectorContent, MultipleChoiceContent, RoleplaySimulationContent,
  SlideLessonContent, StepLessonContent,
} from "../../content/content-schemas";
import { guidedScore } from "../guided-flow";
import { branchingScore, multipleChoiceScore } from "../scoring";
import { stepLessonScore } from "../step-scoring";
import { restoreBranching, restoreMultipleChoice } from "./choice-lessons";
import { emotionLessonScore, restoreEmotionLesson } from "./emotion-lesson";
import { restoreGuidedLesson } from "./guided-lesson";
import { restoreSlideLesson } from "./slide-lesson";
import { restoreSortLesson, sortLessonScore } from "./sort-lesson";
import { restoreStepsLesson } from "./steps-lesson";

/** docs/lesson-players.md#scoring: a slide lesson counts nothing and reports 100. */
export const SLIDE_LESSON_SCORE = 100;
/** docs/lesson-players.md#scoring: a module closing counts nothing and reports 100. */
export const MODULE_CLOSER_SCORE = 100;

/**
 * The score a lesson's answers earn (docs/lesson-players.md#scoring), worked out from the player's state as the lesson
 * frame saves it, with the same rules the players show the parent. Null when the state is not one of this lesson's
 * (another lesson's, one from before its content changed, or hand-made): the completion then has no score from it.
 * Keyed by the lesson's kind (a former lesson-name type finds its kind), so every lesson of a kind scores alike.
 */
export function scoreLessonAnswers(lesson: { activityType: string; content: unknown }, answers: unknown): number | null {
  const { content } = lesson;
  switch (kindOf(lesson.activityType)) {
    case "slides":
      return restoreSlideLesson(answers, content as SlideLessonContent) ? SLIDE_LESSON_SCORE : null;
    case "steps": {
      const steps = content as StepLessonContent;
      const state = restoreStepsLesson(answers, steps);
      return state ? stepLessonScore(steps, state.answers) : null;
    }
    case "module-closer":
      return MODULE_CLOSER_SCORE;
    case "roleplay-simulation": {
      const guided = content as RoleplaySimulationContent;
      const state = restoreGuidedLesson(answers, guided);
      return state && state.responsePick !== null ? guidedScore(state.responsePick === guided.parentResponse.correctAnswer) : null;
    }
    case "multiple-choice": {
      const choice = content as MultipleChoiceContent;
      const state = restoreMultipleChoice(answers, choice);
      return state && state.selected !== null ? multipleChoiceScore(state.selected === choice.correctAnswer) : null;
    }
    case "branching-scenario": {
      const story = content as BranchingScenarioContent;
      const state = restoreBranching(answers, story);
      if (!state || state.stage === "initial" || state.followUpChoice === null) return null;
      const branch = story.branches[state.choice];
      if (!branch) return null;
      return branchingScore([state.choice === story.correctAnswer, state.followUpChoice === branch.followUp.correctAnswer]);
    }
    case "drag-drop": {
      const sort = content as DragDropContent;
      const state = restoreSortLesson(answers, sort);
      return state ? sortLessonScore(state, sort) : null;
    }
    case "emotional-selector": {
      const emotions = content as EmotionalSelectorContent;
      const state = restoreEmotionLesson(answers, emotions);
      return state ? emotionLessonScore(state, emotions) : null;
    }
    case undefined:
      return null;
  }
}
