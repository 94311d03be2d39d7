import { z } from "zod";
import type { RoleplaySimulationContent } from "../../content/content-schemas";
import { GUIDED_STAGES, GUIDED_START, type GuidedParts, guidedPartsOf, nextGuidedPosition } from "../guided-flow";
import { isIndexIn, restoreWith } from "./restore";
import type { ScoreSummary } from "./score-summary";

const pick = z.number().int().min(0).max(9).nullable();

/**
 * The guided role-play's state (docs/lesson-players.md#guided-flow) as plain data: where the parent is, every pick, the
 * quiz answers and the reflection being written, so a reload lands on the same stage with the same words.
 */
export const guidedLessonStateSchema = z.object({
  position: z.object({ stage: z.enum(GUIDED_STAGES), followUp: z.number().int().min(0) }),
  responsePick: pick,
  followUpPicks: z.array(pick),
  tipIndex: z.number().int().min(0),
  quizIndex: z.number().int().min(0),
  quizAnswers: z.array(pick),
  feeling: z.string().max(60).nullable(),
  notes: z.string().max(5000),
  /** Once saved to the journal, the reflection is not saved twice. */
  journalSaved: z.boolean(),
  completed: z.boolean(),
});
export type GuidedLessonState = z.infer<typeof guidedLessonStateSchema>;

export type GuidedLessonAction =
  | { type: "advance" }
  | { type: "pickResponse"; pick: number }
  | { type: "pickFollowUp"; pick: number }
  | { type: "showTip"; tip: number }
  | { type: "answerQuiz"; pick: number }
  | { type: "nextQuestion" }
  | { type: "setFeeling"; feeling: string }
  | { type: "setNotes"; notes: string }
  | { type: "journalSaved" }
  | { type: "complete" };

export function initialGuidedLesson(parts: GuidedParts): GuidedLessonState {
  return {
    position: GUIDED_START,
    responsePick: null,
    followUpPicks: Array<null>(parts.followUpScenarios).fill(null),
    tipIndex: 0,
    quizIndex: 0,
    quizAnswers: Array<null>(parts.quizQuestions).fill(null),
    feeling: null,
    notes: "",
    journalSaved: false,
    completed: false,
  };
}

export function guidedLessonReducer(parts: GuidedParts) {
  return (state: GuidedLessonState, action: GuidedLessonAction): GuidedLessonState => {
    switch (action.type) {
      case "advance":
        return { ...state, position: nextGuidedPosition(state.position, parts) };
      case "pickResponse":
        return state.position.stage === "response" ? { ...state, responsePick: action.pick } : state;
      case "pickFollowUp": {
        if (state.position.stage !== "followUp") return state;
        const at = state.position.followUp;
        return { ...state, followUpPicks: state.followUpPicks.map((old, index) => (index === at ? action.pick : old)) };
      }
      case "showTip":
        return { ...state, tipIndex: Math.min(Math.max(0, action.tip), Math.max(0, parts.monsterTips - 1)) };
      case "answerQuiz":
        // A quiz answer locks after the first pick (docs/lesson-players.md#guided-flow).
        if (state.quizAnswers[state.quizIndex] !== null) return state;
        return {
          ...state,
          quizAnswers: state.quizAnswers.map((old, index) => (index === state.quizIndex ? action.pick : old)),
        };
      case "nextQuestion":
        return state.quizIndex + 1 < parts.quizQuestions ? { ...state, quizIndex: state.quizIndex + 1 } : state;
      case "setFeeling":
        return { ...state, feeling: action.feeling };
      case "setNotes":
        return { ...state, notes: action.notes };
      case "journalSaved":
        return { ...state, journalSaved: true };
      case "complete":
        return { ...state, position: { stage: "complete", followUp: 0 }, completed: true };
    }
  };
}

export function restoreGuidedLesson(raw: unknown, content: RoleplaySimulationContent): GuidedLessonState | null {
  const parts = guidedPartsOf(content);
  return restoreWith(guidedLessonStateSchema, raw, (state) => {
    const followUpsFit =
      state.position.stage !== "followUp" && state.position.stage !== "followUpOutcome"
        ? true
        : isIndexIn(state.position.followUp, parts.followUpScenarios);
    return (
      followUpsFit &&
      state.followUpPicks.length === parts.followUpScenarios &&
      state.quizAnswers.length === parts.quizQuestions &&
      (parts.quizQuestions === 0 || isIndexIn(state.quizIndex, parts.quizQuestions))
    );
  });
}

/** The parent response, each follow-up and each quiz question: how many were answered right the first time. */
export function guidedLessonSummary(state: GuidedLessonState, content: RoleplaySimulationContent): ScoreSummary {
  const answers = [
    state.responsePick === content.parentResponse.correctAnswer,
    ...(content.followUpScenarios ?? []).map((scenario, index) => {
      const picked = state.followUpPicks[index];
      return picked !== null && picked !== undefined && scenario.choices[picked]?.isCorrect === true;
    }),
    ...(content.microQuiz?.questions ?? []).map(
      (question, index) => state.quizAnswers[index] === question.correctAnswer,
    ),
  ];
  return { right: answers.filter(Boolean).length, total: answers.length, kind: "first-try" };
}
