import type { RoleplaySimulationContent } from "@shared/content/content-schemas";

/** A small but complete guided lesson for the player's tests: every part present, answers easy to tell apart. */
export const fullGuidedLesson: RoleplaySimulationContent = {
  scenario: "Pip's ice lolly drops on the pavement and Pip wails, \"My LOLLY!\"",
  pipPerspective: {
    title: "Inside Pip's Head",
    thoughts: ["I only had one lick.", "It's gone forever."],
    emotions: ["Sad", "Shocked"],
  },
  parentResponse: {
    question: "What could you say first?",
    options: ["Wrong: it's only a lolly", "Right: oh no, you were enjoying that", "Wrong: stop crying now"],
    correctAnswer: 1,
    explanation: "Why: naming the loss helps Pip feel understood.",
  },
  result: ["Result of the first option.", "Result of the right option.", "Result of the third option."],
  followUpScenarios: [
    {
      theme: "Theme one",
      title: "Follow-up one",
      scenario: "Scenario one text.",
      question: "Question one?",
      choices: [
        { id: "a", text: "One right", isCorrect: true, outcome: "Outcome one right." },
        { id: "b", text: "One wrong", isCorrect: false, outcome: "Outcome one wrong." },
      ],
      explanation: "Explanation one.",
    },
    {
      theme: "Theme two",
      title: "Follow-up two",
      scenario: "Scenario two text.",
      question: "Question two?",
      choices: [
        { id: "a", text: "Two wrong", isCorrect: false, outcome: "Outcome two wrong." },
        { id: "b", text: "Two right", isCorrect: true, outcome: "Outcome two right." },
      ],
      explanation: "Explanation two.",
    },
  ],
  monsterTips: ["Tip one.", "Tip two.", "Tip three."],
  microQuiz: {
    questions: [
      { question: "Quiz one?", options: ["Q1 wrong", "Q1 right"], correctAnswer: 1, explanation: "Quiz one explanation." },
      { question: "Quiz two?", options: ["Q2 right", "Q2 wrong"], correctAnswer: 0, explanation: "Quiz two explanation." },
    ],
  },
  reflectionPrompts: {
    feelingPrompt: { question: "How do you feel?", options: ["😌 Calmer", "🤔 Unsure"] },
    improvementPrompt: { question: "What will you try next time?", placeholder: "A few words" },
  },
};

/** The same lesson with only its required parts. */
export const bareGuidedLesson: RoleplaySimulationContent = {
  scenario: fullGuidedLesson.scenario,
  pipPerspective: fullGuidedLesson.pipPerspective,
  parentResponse: fullGuidedLesson.parentResponse,
  result: "The same result for every pick.",
};
