import { describe, expect, it } from "vitest";
import { stepLessonContentSchema } from "../content/step-schemas";
import {
  answerKey, isCorrectChoice, stepLessonMaxPoints, stepLessonPoints, stepLessonScore, stepProgressPercent, stepQuestions,
} from "./step-scoring";

const twoChoices = (right: "A" | "B") => [
  { id: "A" as const, text: "First", correct: right === "A" },
  { id: "B" as const, text: "Second", correct: right === "B" },
];

/** Setting Limits' scoring shape: two choices and two quizzes at 10 points each (docs/lesson-players.md#scoring). */
const settingLimits = stepLessonContentSchema.parse({
  title: "Setting Limits",
  steps: [
    { type: "story", title: "Dinner", paragraphs: ["Pip wants pudding first."] },
    {
      type: "choice",
      title: "Dinner choice",
      question: "What do you say?",
      points: 10,
      choices: [
        { id: "A", text: "Pudding first" },
        { id: "B", text: "Never pudding" },
        { id: "C", text: "After dinner; peas or carrots?" },
      ],
      correctChoice: 2,
    },
    { type: "result", title: "Dinner went well", paragraphs: ["Pip eats."], skipOnWrong: true },
    { type: "choice", title: "Bedtime", question: "6:30 or 6:45?", points: 10, choices: twoChoices("B") },
    { type: "quiz", title: "Quiz 1", points: 10, questions: [{ question: "Q1", choices: twoChoices("A") }] },
    { type: "quiz", title: "Quiz 2", points: 10, questions: [{ question: "Q2", choices: twoChoices("B") }] },
  ],
});

/**
 * Pajama Puzzle's: +10 a choice, +5 a quiz question (docs/lesson-players.md#pajama-puzzle,
 * docs/lesson-players.md#scoring).
 */
const pajama = stepLessonContentSchema.parse({
  title: "Pajama Puzzle",
  steps: [
    { type: "choice", title: "Pick", question: "Stars or stripes?", points: 10, evaluation: "immediate", onWrong: "continue", choices: twoChoices("B") },
    {
      type: "quiz",
      title: "Quiz",
      points: 5,
      evaluation: "immediate",
      onWrong: "continue",
      lockOnAnswer: true,
      questions: [
        { question: "Q1", choices: twoChoices("A") },
        { question: "Q2", choices: twoChoices("A") },
      ],
    },
  ],
});

/** Homework Challenge's: one question, C right, +25 (docs/lesson-players.md#homework-challenge). */
const homework = stepLessonContentSchema.parse({
  title: "Homework Challenge",
  steps: [
    {
      type: "quiz",
      title: "Homework",
      points: 25,
      questions: [
        {
          question: "What helps?",
          choices: ["A", "B", "C", "D"].map((id) => ({ id, text: `Answer ${id}` })),
          correctChoice: 2,
        },
      ],
    },
  ],
});

/** Snack Attack's: no points, and step 1 has two right answers (docs/lesson-players.md#snack-attack "B and D"). */
const snack = stepLessonContentSchema.parse({
  title: "Snack Attack",
  steps: [
    {
      type: "scenario",
      title: "Follow-up",
      paragraphs: ["Carrots are yucky!"],
      question: "What now?",
      choices: [
        { id: "A", text: "Crackers then", correct: false },
        { id: "B", text: "Stay calm", correct: true },
        { id: "C", text: "Room!", correct: false },
        { id: "D", text: "Carrot or apple?", correct: true },
      ],
    },
  ],
});

describe("answerKey", () => {
  it("keys a choice step's answer step_N and a quiz question's step_N_qM", () => {
    expect(answerKey(1, settingLimits.steps[1]!)).toBe("step_1");
    expect(answerKey(1, pajama.steps[1]!, 1)).toBe("step_1_q1");
  });
});

describe("isCorrectChoice", () => {
  it("follows correctChoice (Setting Limits dinner: C) and correct flags (Snack: B and D)", () => {
    const dinner = stepQuestions(settingLimits.steps[1]!)[0]!;
    expect(["A", "B", "C"].map((id) => isCorrectChoice(dinner, id as "A"))).toEqual([false, false, true]);
    const followUp = stepQuestions(snack.steps[0]!)[0]!;
    expect(["A", "B", "C", "D"].map((id) => isCorrectChoice(followUp, id as "A"))).toEqual([false, true, false, true]);
    expect(isCorrectChoice(followUp, undefined)).toBe(false);
  });
});

describe("stepLessonPoints", () => {
  it("gives Setting Limits 10 per right choice or quiz, nothing for a wrong one", () => {
    expect(stepLessonMaxPoints(settingLimits)).toBe(40);
    expect(stepLessonPoints(settingLimits, {})).toBe(0);
    expect(stepLessonPoints(settingLimits, { step_1: "C" })).toBe(10);
    expect(stepLessonPoints(settingLimits, { step_1: "C", step_3: "B", step_4_q0: "A", step_5_q0: "B" })).toBe(40);
    expect(stepLessonPoints(settingLimits, { step_1: "A", step_3: "B", step_4_q0: "B", step_5_q0: "B" })).toBe(20);
  });

  it("gives Pajama Puzzle +10 for a right choice and +5 per right quiz question", () => {
    expect(stepLessonMaxPoints(pajama)).toBe(20);
    expect(stepLessonPoints(pajama, { step_0: "B" })).toBe(10);
    expect(stepLessonPoints(pajama, { step_1_q0: "A" })).toBe(5);
    expect(stepLessonPoints(pajama, { step_0: "B", step_1_q0: "A", step_1_q1: "A" })).toBe(20);
    expect(stepLessonPoints(pajama, { step_0: "A", step_1_q0: "A", step_1_q1: "B" })).toBe(5);
  });

  it("gives Homework Challenge +25 for C and nothing for another answer", () => {
    expect(stepLessonPoints(homework, { step_0_q0: "C" })).toBe(25);
    expect(stepLessonPoints(homework, { step_0_q0: "A" })).toBe(0);
  });
});

describe("stepLessonScore", () => {
  it("reports the share of the lesson's points as 0–100", () => {
    expect(stepLessonScore(settingLimits, { step_1: "C", step_3: "B", step_4_q0: "A", step_5_q0: "B" })).toBe(100);
    expect(stepLessonScore(settingLimits, { step_1: "C", step_3: "A" })).toBe(25);
    expect(stepLessonScore(settingLimits, {})).toBe(0);
    expect(stepLessonScore(pajama, { step_0: "B", step_1_q0: "A" })).toBe(75);
    expect(stepLessonScore(homework, { step_0_q0: "C" })).toBe(100);
    expect(stepLessonScore(homework, { step_0_q0: "B" })).toBe(0);
  });

  it("rounds to a whole number", () => {
    const three = stepLessonContentSchema.parse({
      title: "Three",
      steps: [0, 1, 2].map((n) => ({ type: "choice", title: `C${n}`, question: `Q${n}`, points: 10, choices: twoChoices("A") })),
    });
    expect(stepLessonScore(three, { step_0: "A" })).toBe(33);
    expect(stepLessonScore(three, { step_0: "A", step_1: "A" })).toBe(67);
  });

  it("reports 100 for a lesson without points (Snack Attack)", () => {
    expect(stepLessonMaxPoints(snack)).toBe(0);
    expect(stepLessonScore(snack, {})).toBe(100);
  });
});

describe("stepProgressPercent", () => {
  it("is (step + 1) / steps × 100, rounded (Setting Limits: 11 steps)", () => {
    expect(stepProgressPercent(0, 11)).toBe(9);
    expect(stepProgressPercent(4, 11)).toBe(45);
    expect(stepProgressPercent(5, 11)).toBe(55);
    expect(stepProgressPercent(10, 11)).toBe(100);
    expect(stepProgressPercent(6, 13)).toBe(54);
  });

  it("stays within 0–100", () => {
    expect(stepProgressPercent(20, 11)).toBe(100);
    expect(stepProgressPercent(-5, 11)).toBe(0);
    expect(stepProgressPercent(0, 0)).toBe(0);
  });
});
