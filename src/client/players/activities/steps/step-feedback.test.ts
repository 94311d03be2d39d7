import { describe, expect, it } from "vitest";
import type { StepQuestion } from "@shared/rules/step-scoring";
import { answerFeedback } from "./step-feedback";
import { reflectionNotes } from "@shared/rules/players/steps-lesson";

const question = (feedback?: { correct?: string; incorrect?: string[] }) =>
  ({
    type: "choice",
    title: "Dinner",
    question: "What do you say?",
    choices: [
      { id: "A", text: "Pudding first", feedback: "Giving in teaches that pushing works." },
      { id: "B", text: "Never pudding" },
      { id: "C", text: "After dinner", correct: true },
    ],
    feedback,
    explanation: ["Calm and clear."],
    points: 10,
    evaluation: "modal",
    onWrong: "retry",
    lockOnAnswer: false,
    canProceed: false,
  }) as StepQuestion;

describe("answerFeedback", () => {
  it("gives a wrong pick its own text after \"Why this approach might not work:\"", () => {
    expect(answerFeedback(question(), "A")).toEqual({
      correct: false,
      whyNot: "Giving in teaches that pushing works.",
      lines: [],
      explanation: [],
    });
  });

  it("falls back to the question's wrong-answer points, then to the default wrong-answer text", () => {
    expect(answerFeedback(question({ incorrect: ["Try naming the feeling."] }), "B").lines).toEqual(["Try naming the feeling."]);
    expect(answerFeedback(question(), "B").lines).toEqual(["This approach might not be the most effective for building cooperation."]);
  });

  it("gives a right pick the question's words, or the default right-answer text, with the explanation", () => {
    expect(answerFeedback(question({ correct: "Kind and firm." }), "C")).toEqual({
      correct: true,
      whyNot: null,
      lines: ["Kind and firm."],
      explanation: ["Calm and clear."],
    });
    expect(answerFeedback(question(), "C").lines).toEqual(["Great choice! You're maintaining boundaries while offering appropriate choices."]);
  });
});

describe("reflectionNotes", () => {
  it("joins each answered prompt with its trimmed answer, and leaves out blank ones", () => {
    expect(reflectionNotes(["First?", "Second?", "Third?"], { prompt_0: " One ", prompt_1: "   ", prompt_2: "Three" })).toBe("First?\nOne\n\nThird?\nThree");
    expect(reflectionNotes(["First?"], {})).toBeNull();
  });
});
