import { describe, expect, it } from "vitest";
import { countWords, lessonPath, minutesOf, storyPath } from "../src/shared/rules/lesson-minutes";
import {
  childAtHob, familyFormsNamed, growlerAsParent, keyShares,
  lessonScoredItems, storyScoredItems, type LessonLike, type StoryLike,
} from "./content-rules";

// The rules judged on the project's own lessons and stories: tests/content/content-rules.test.ts (it loads them with
// the server's loader, which content/ does not import).

const mcq = (options: string[], correctAnswer: number, extra: Partial<LessonLike> = {}): LessonLike => ({
  id: 1,
  title: "Test lesson",
  description: "A lesson",
  activityType: "multiple-choice",
  content: {
    scenario: "Pip cries.",
    question: "What could you say?",
    options,
    correctAnswer,
    explanation: "Naming helps.",
    optionFeedback: ["a", "b", "c", "d"].map((letter) => `Feedback ${letter}.`),
  },
  ...extra,
});

describe("answer length", () => {
  it("counts an item when the right option is the longest or the shortest of its set", () => {
    const longest = lessonScoredItems(mcq(["Short.", "A much longer right answer.", "Mid answer.", "Hm."], 1));
    const shortest = lessonScoredItems(mcq(["No.", "A much longer wrong answer.", "Mid answer.", "Medium one."], 0));
    const neither = lessonScoredItems(mcq(["No.", "A much longer wrong answer.", "Mid answer.", "Medium one."], 2));
    expect(keyShares(longest)).toMatchObject({ items: 1, longest: 1, shortest: 0 });
    expect(keyShares(shortest)).toMatchObject({ items: 1, longest: 0, shortest: 1 });
    const all = keyShares([...longest, ...shortest, ...neither]);
    expect(all).toMatchObject({ items: 3, longest: 1, shortest: 1 });
    expect(all.longestShare).toBeCloseTo(1 / 3);
  });

  it("takes a story scene's best choice as its key", () => {
    const items = storyScoredItems(story);
    expect(items.map((item) => item.keys)).toEqual([[1], [0], [0]]);
    expect(keyShares(items)).toMatchObject({ items: 3, longest: 1, shortest: 2 });
  });
});

const story: StoryLike = {
  id: 1,
  title: "Story",
  description: "A story",
  content: {
    scenes: [
      {
        id: "one",
        title: "First",
        narration: "one two three",
        illustration: { character: "pip", mood: "sad", alt: "Pip" },
        choices: [
          { id: "a", text: "x", quality: "poor", feedback: "not read", next: "skipped" },
          { id: "b", text: "the best longest choice", quality: "best", feedback: "read this", next: "two" },
        ],
      },
      {
        id: "skipped",
        title: "Off the path",
        narration: "never read on the best path",
        illustration: { character: "pip", mood: "sad", alt: "Pip" },
        choices: [
          { id: "a", text: "y", quality: "best", feedback: "f" },
          { id: "b", text: "yy", quality: "okay", feedback: "f" },
        ],
      },
      {
        id: "two",
        title: "Second",
        narration: "four",
        illustration: { character: "pip", mood: "sad", alt: "Pip" },
        choices: [
          { id: "a", text: "ok", quality: "best", feedback: "fine" },
          { id: "b", text: "okay then", quality: "poor", feedback: "hidden" },
        ],
      },
    ],
    takeaway: { title: "Keep", text: "this", tips: ["tip one", "tip two"] },
  },
};

describe("minutes on one path", () => {
  it("reads 200 words a minute and adds 10 seconds a choice", () => {
    expect(countWords("**Bold** words | second part, and 12")).toBe(6);
    expect(minutesOf({ texts: [Array.from({ length: 400 }, () => "word").join(" ")], inputs: 6 })).toBeCloseTo(3);
  });

  it("follows a story through its best choices and reads only the best feedback", () => {
    const path = storyPath(story);
    expect(path.inputs).toBe(2);
    expect(path.texts).toContain("read this");
    expect(path.texts).toContain("fine");
    expect(path.texts).not.toContain("never read on the best path");
    expect(path.texts).not.toContain("not read");
    expect(path.texts).not.toContain("hidden");
  });

  it("reads a lesson's lead cards, every option, the right feedback only and the practice", () => {
    const lesson = mcq(["A a", "B b", "C c", "D d"], 2, {
      lead: [{ heading: "Lead", body: "Lead body" }],
      practice: { title: "Try", when: "Tonight", say: "Say this", expect: "Expect that" },
    });
    const path = lessonPath(lesson);
    expect(path.texts).toEqual(expect.arrayContaining(["Lead body", "A a", "D d", "Feedback c.", "Say this", "Expect that"]));
    expect(path.texts).not.toContain("Feedback a.");
    expect(path.inputs).toBe(1);
  });
});

describe("keyword checks", () => {
  it("finds each family form by the words that name it", () => {
    const found = familyFormsNamed([
      { title: "A", texts: ["Pip's two mums are at the school gate."] },
      { title: "B", texts: ["Nana Moss is raising Zo, and has been since Zo was a baby."] },
      { title: "C", texts: ["It's handover day: Pip goes to Dad's house after school."] },
      { title: "D", texts: ["Zo's foster carer waits by the door."] },
      { title: "E", texts: ["As a single parent, you do bedtime alone."] },
      { title: "F", texts: ["Papa and Dad take turns at bath time."] },
      { title: "G", texts: ["Nana Moss visits on Sundays."] },
    ]);
    expect(found).toEqual({
      "single parent": ["E"],
      "two mums": ["A"],
      "two dads": ["F"],
      "grandparent carer": ["B"],
      "co-parents in two homes": ["C"],
      "foster carer": ["D"],
    });
  });

  it("flags Growler named as someone's parent", () => {
    expect(growlerAsParent(["Pip runs to Daddy Growler."])).toHaveLength(1);
    expect(growlerAsParent(["Growler, Zo's dad, sighs."])).toHaveLength(1);
    expect(growlerAsParent(["Growler winks. Little bodies borrow big bodies' calm."])).toEqual([]);
  });

  it("flags a child stirring or cracking into a pan by a hob, not a parent cooking", () => {
    expect(childAtHob(["A pan is on the hob.", "You can be a kitchen dragon and stir with me."])).toHaveLength(1);
    expect(childAtHob(["The pan is hot.", "The next egg is yours: into the bowl or into the pan?"])).toHaveLength(1);
    expect(childAtHob(["You're at the hob stirring a pan of sauce. You can still stir the pasta and talk."])).toEqual([]);
    expect(childAtHob(["Pip stirs the cake mix at the table."])).toEqual([]);
  });
});
