import { describe, expect, it } from "vitest";
import { lessonMinutes, minutesOf, roundedMinutes, storyMinutes, type TimedLesson } from "./lesson-minutes";

const words = (count: number) => Array.from({ length: count }, () => "word").join(" ");

/** A multiple-choice lesson whose lead cards read `count` words (200 a card) besides the fixed ones, with one choice. */
const lessonOf = (count: number): TimedLesson => ({
  title: "Title",
  activityType: "multiple-choice",
  lead: Array.from({ length: count / 200 }, () => ({ heading: "Lead", body: words(200) })),
  content: {
    scenario: "Pip cries.",
    question: "Q?",
    options: ["a", "b", "c", "d"],
    correctAnswer: 0,
    explanation: "E.",
    optionFeedback: ["Right.", "B.", "C.", "D."],
  },
});

describe("a lesson's minutes, as the cards show them", () => {
  it("rounds to whole minutes and never says zero", () => {
    expect(roundedMinutes(4.4)).toBe(4);
    expect(roundedMinutes(4.5)).toBe(5);
    expect(roundedMinutes(0.2)).toBe(1);
  });

  it("grows with the words on the path: 200 a minute plus 10 seconds a choice", () => {
    // 800 words and 4 headings, the title, the scene, question, options, explanation and right feedback: 816 words
    // ≈ 4.1 min, plus one choice ≈ 4.2 min.
    expect(lessonMinutes(lessonOf(800))).toBe(4);
    expect(lessonMinutes(lessonOf(1000))).toBe(5);
  });

  it("reads slower where a language reads slower", () => {
    const path = { texts: [words(1000)], inputs: 0 };
    expect(minutesOf(path)).toBeCloseTo(5);
    expect(minutesOf(path, 100)).toBeCloseTo(10);
  });

  it("times a story through its best choices", () => {
    const story = {
      title: "Story",
      content: {
        scenes: [
          {
            id: "one",
            title: "One",
            narration: words(600),
            illustration: { character: "pip" as const, mood: "sad" as const, alt: "Pip" },
            choices: [
              { id: "a", text: "best", quality: "best" as const, feedback: "fine" },
              { id: "b", text: "poor", quality: "poor" as const, feedback: words(400) },
            ],
          },
        ],
        takeaway: { title: "Keep", text: "this", tips: ["tip"] },
      },
    };
    // The poor choice's long feedback is off the best path: about 3 minutes, not 5.
    expect(storyMinutes(story)).toBe(3);
  });
});
