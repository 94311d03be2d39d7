import type { SlideLessonContent } from "@shared/content/content-schemas";
import { MCQ_IDS } from "@shared/content/slide-schemas";

type Question = NonNullable<SlideLessonContent["mcqQuestions"]["mcq1"]>;

/** Question n of the fixture: the right option is C (index 2), except mcq1, whose right option is B. */
function question(n: number): Question {
  const right = n === 1 ? 1 : 2;
  return {
    question: `Question ${n}: Pip's tower falls. What could you say first?`,
    options: [
      { text: `Q${n} A: It's only blocks.` },
      { text: `Q${n} B: That's so frustrating!` },
      { text: `Q${n} C: Your tower fell, that's hard.`, correct: n !== 1 },
      // In mcq1 the flag marks D while the index says B: the index decides (docs/lesson-players.md#content-shapes).
      { text: `Q${n} D: Stop crying now.`, correct: n === 1 },
    ],
    correctAnswerIndex: right,
    feedbackResponses: {
      correct: `Right for question ${n}.\n\nNaming the feeling **helps Pip feel seen**.`,
      incorrect: {
        "0": `Wrong A for question ${n}.`,
        "1": `Wrong B for question ${n}.`,
        // mcq1's C has an empty entry: the default answers for it (docs/lesson-players.md#content-shapes).
        "2": n === 1 ? "" : `Wrong C for question ${n}.`,
        "3": `Wrong D for question ${n}.`,
        default: `Default wrong for question ${n}.`,
      },
    },
  };
}

/** A whole authored lesson in the order of docs/lesson-players.md#slide-lessons: 12 slides, 6 questions, 6 tips. */
export function createSlideContent(overrides: Partial<SlideLessonContent> = {}): SlideLessonContent {
  return {
    lessonInfo: { title: "The Tower Topple", totalXP: 50 },
    mcqQuestions: Object.fromEntries(MCQ_IDS.map((id, index) => [id, question(index + 1)])),
    tips: [1, 2, 3, 4, 5, 6].map((n) => ({ text: `Tip number ${n}: name the feeling.` })),
    slides: [
      {
        type: "intro",
        heading: "The Tower Topple",
        description: "Pip's tall tower crashes down.|Today you'll practise naming the feeling first.",
        illustration: { character: "pip", mood: "sad", alt: "Pip sits by a fallen block tower, tears on both cheeks" },
      },
      {
        type: "twoColumn",
        leftContainer: { heading: "What you'll learn", description: "How to name a big disappointment." },
        rightContainer: { heading: "The moment", description: "A tower falls, and so do the tears." },
      },
      {
        type: "thinking",
        thinkingPrompt: "What did Pip need to hear first?",
        infoBlocks: [{ text: "Naming it helps Pip feel seen." }, { text: "Hurrying past it leaves Pip alone with it." }],
      },
      {
        type: "info",
        heading: "Inside Pip's Mind",
        infoBlocks: [
          { title: "Block one", text: "All that work is gone.", color: "blue" },
          { title: "Block two", text: "My body feels hot.", color: "orange" },
          { title: "Block three", text: "Did I do it wrong?" },
          { title: "Block four", text: "I want a grown-up close." },
        ],
      },
      { type: "mcq", questionId: "mcq1" },
      { type: "mcq", questionId: "mcq2" },
      { type: "tips" },
      { type: "mcq", questionId: "mcq3" },
      { type: "mcq", questionId: "mcq4" },
      { type: "mcq", questionId: "mcq5" },
      { type: "mcq", questionId: "mcq6" },
      { type: "thankyou", heading: "You helped Pip through a big topple!" },
    ],
    ...overrides,
  };
}
