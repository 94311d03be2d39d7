import { describe, expect, it } from "vitest";
import type { Topic } from "../content/topics";
import { ANSWER_TOPICS, answerLabel, forYou, pathStatuses, rankedAnswers, type TopicLesson } from "./for-you";
import { lessonStatuses, type LockLevel } from "./locks";
import { PARENTING_CHALLENGES, PRIMARY_GOALS } from "../onboarding-choices";
import { TOPICS } from "../content/topics";

// docs/product-rules.md#for-you: a general level of three lessons for 3–5, and a level for nine to twelve.
const levels: LockLevel[] = [
  { id: 1, order: 1 },
  { id: 8, order: 8, ages: ["9-12"] },
];
const lesson = (id: number, levelId: number, order: number, topics: Topic[], ages: TopicLesson["ages"] = ["3-5"]): TopicLesson => ({
  id,
  levelId,
  order,
  topics,
  ages,
});
const lessons = [
  lesson(1, 1, 1, ["feelings"]),
  lesson(2, 1, 2, ["bedtime", "routines"]),
  lesson(3, 1, 3, ["bedtime"]),
  lesson(58, 8, 1, ["screens"], ["9-12"]),
  lesson(59, 8, 2, ["bedtime", "worries"], ["9-12"]),
];
const none = new Set<number>();

describe("the table of answers and topics", () => {
  it("maps every challenge and goal of the onboarding to known topics, and names each as the form did", () => {
    for (const { value, label } of [...PARENTING_CHALLENGES, ...PRIMARY_GOALS]) {
      expect(ANSWER_TOPICS[value].length, value).toBeGreaterThan(0);
      for (const topic of ANSWER_TOPICS[value]) expect(TOPICS).toContain(topic);
      expect(answerLabel(value)).toBe(label);
    }
  });

  it("ranks what feels hardest before the goals, each once, and leaves out answers it does not know", () => {
    expect(rankedAnswers({ primaryGoals: ["repair", "stay-calm"], parentingChallenges: ["bedtime", "nonsense", "bedtime"] })).toEqual([
      "bedtime",
      "repair",
      "stay-calm",
    ]);
    expect(rankedAnswers(null)).toEqual([]);
  });
});

describe("the lessons for you", () => {
  it("are the matching lessons of the child's age not yet done, open ones first, each with the answer it matches", () => {
    const statuses = lessonStatuses(levels, lessons, new Set([1]), "3-5");
    const picks = forYou(levels, lessons, statuses, { parentingChallenges: ["bedtime"], primaryGoals: ["routines"] }, "3-5");
    expect(picks.map((pick) => [pick.lesson.id, pick.because, pick.open])).toEqual([
      [2, "bedtime", true],
      [3, "bedtime", false],
    ]);
  });

  it("show each answer's first lesson before any answer's second, so two answers both reach the front", () => {
    const several = [
      lesson(1, 1, 1, ["feelings"]),
      lesson(2, 1, 2, ["bedtime"]),
      lesson(3, 1, 3, ["bedtime"]),
      lesson(4, 1, 4, ["siblings"]),
      lesson(5, 1, 5, ["siblings"]),
    ];
    const statuses = lessonStatuses(levels, several, none, "3-5");
    const picks = forYou(levels, several, statuses, { parentingChallenges: ["bedtime", "siblings"] }, "3-5");
    expect(picks.map((pick) => [pick.lesson.id, pick.because])).toEqual([
      [2, "bedtime"],
      [4, "siblings"],
      [3, "bedtime"],
      [5, "siblings"],
    ]);
  });

  it("keep to the child's age group, and to none without answers", () => {
    const statuses = lessonStatuses(levels, lessons, none, "9-12");
    expect(forYou(levels, lessons, statuses, { parentingChallenges: ["bedtime"] }, "9-12").map((pick) => pick.lesson.id)).toEqual([59]);
    expect(forYou(levels, lessons, statuses, {}, "9-12")).toEqual([]);
    // Several children or no age: every lesson may match.
    expect(forYou(levels, lessons, lessonStatuses(levels, lessons, none, "multiple"), { parentingChallenges: ["bedtime"] }, "multiple").map((pick) => pick.lesson.id)).toEqual([2, 3, 59]);
  });
});

describe("a parent of more than one child", () => {
  it("is shown the lessons for several children first, with that as the reason, and only within the child's age", () => {
    const family = [
      { ...lesson(1, 1, 1, ["bedtime"]) },
      { ...lesson(2, 1, 2, ["feelings"]), ages: ["3-5", "multiple"] as TopicLesson["ages"] },
      { ...lesson(3, 1, 3, ["siblings"]), ages: ["0-2", "multiple"] as TopicLesson["ages"] },
    ];
    const open = new Map(family.map((each) => [each.id, "available" as const]));
    const picks = (childAge: string) =>
      forYou(levels, family, open, { childAge, parentingChallenges: ["bedtime"] }, "3-5").map((pick) => [pick.lesson.id, pick.because]);
    expect(picks("multiple")).toEqual([
      [2, "multiple"],
      [1, "bedtime"],
    ]);
    expect(picks("3-5")).toEqual([[1, "bedtime"]]);
    expect(answerLabel("multiple")).toBe("Children in more than one age group");
  });
});

describe("the way a parent likes to learn", () => {
  // Five open lessons on bedtime, of different kinds (each lesson of a level open, as two levels' firsts are).
  const kinds = [
    { ...lesson(1, 1, 1, ["bedtime"]), activityType: "slides" as const },
    { ...lesson(2, 1, 2, ["bedtime"]), activityType: "branching-scenario" as const },
    { ...lesson(3, 1, 3, ["bedtime"]), activityType: "drag-drop" as const },
    { ...lesson(4, 1, 4, ["siblings"]), activityType: "slides" as const },
    { ...lesson(5, 1, 5, ["siblings"]), activityType: "emotional-selector" as const },
  ];
  const open = new Map(kinds.map((each) => [each.id, "available" as const]));
  const order = (preferredLearningStyle?: string) =>
    forYou(levels, kinds, open, { parentingChallenges: ["bedtime", "siblings"], preferredLearningStyle }, "3-5").map((pick) => pick.lesson.id);

  it("puts the kinds it prefers first among the lessons of one answer, never hiding one or passing over an answer", () => {
    expect(order()).toEqual([1, 4, 2, 5, 3]);
    expect(order("mixed")).toEqual(order());
    expect(order("audio")).toEqual(order());
    // Pictures to sort and pick; "watching someone show me", which Growly has no video for, is offered the same.
    expect(order("visual")).toEqual([3, 5, 1, 4, 2]);
    expect(order("video")).toEqual(order("visual"));
    // Scenes and quizzes.
    expect(order("interactive")).toEqual([2, 4, 1, 5, 3]);
    expect(order("something else")).toEqual(order());
  });

  it("keeps the lock rule: a preferred kind that is locked comes after every open lesson", () => {
    const statuses = new Map(open);
    statuses.set(3, "locked" as never);
    const picks = forYou(levels, kinds, statuses, { parentingChallenges: ["bedtime"], preferredLearningStyle: "visual" }, "3-5");
    expect(picks.map((pick) => [pick.lesson.id, pick.open])).toEqual([
      [1, true],
      [2, true],
      [3, false],
    ]);
  });
});

describe("a module closing", () => {
  it("is never recommended: For you and Up next's pick leave it out, whatever it is tagged with", () => {
    const closing: TopicLesson = { ...lesson(4, 1, 4, ["bedtime", "feelings"]), activityType: "module-closer" };
    const withClosing = [lesson(1, 1, 1, ["feelings"]), lesson(2, 1, 2, ["routines"]), lesson(3, 1, 3, ["feelings"]), closing];
    const open = new Map(withClosing.map((each) => [each.id, "available" as const]));
    const picks = forYou(levels, withClosing, open, { parentingChallenges: ["bedtime"], primaryGoals: ["understand-feelings"] }, "3-5");
    expect(picks.map((pick) => pick.lesson.id)).toEqual([1, 3]);
    // With only the closing matching, Up next stays the path's own next lesson.
    const statuses = pathStatuses(levels, withClosing, new Set([1, 2, 3]), "3-5", { parentingChallenges: ["bedtime"] });
    expect(statuses.get(4)).toBe("current");
    const early = pathStatuses(levels, withClosing, new Set([1]), "3-5", { parentingChallenges: ["bedtime"] });
    expect(early.get(2)).toBe("current");
    expect(early.get(4)).not.toBe("current");
  });
});

describe("the path with the parent's answers", () => {
  it("makes the first open matching lesson the one In Progress, and opens or closes nothing", () => {
    const completed = new Set([1]);
    const plain = lessonStatuses(levels, lessons, completed, "3-5");
    // Lesson 2 is already first on the path: nothing moves.
    expect(pathStatuses(levels, lessons, completed, "3-5", { parentingChallenges: ["bedtime"] })).toEqual(plain);
    // A parent of a ten-year-old who said screens: 58 is open and first. One who said worries (not an answer) or
    // only bedtime (59, locked) keeps the path's own.
    const tween = lessonStatuses(levels, lessons, none, "9-12");
    expect([...tween].find(([, status]) => status === "current")?.[0]).toBe(58);
    expect(pathStatuses(levels, lessons, none, "9-12", { parentingChallenges: ["bedtime"] })).toEqual(tween);
  });

  it("moves In Progress to a matching open lesson further along, the locked ones staying locked", () => {
    const twoOpen = [lesson(1, 1, 1, ["feelings"]), lesson(5, 8, 1, ["bedtime"], ["3-5"])];
    const plain = lessonStatuses(levels, twoOpen, none, "3-5");
    expect(plain.get(1)).toBe("current");
    const picked = pathStatuses(levels, twoOpen, none, "3-5", { parentingChallenges: ["bedtime"] });
    expect(picked.get(5)).toBe("current");
    expect(picked.get(1)).toBe("available");
    const locked = (statuses: Map<number, string>) => [...statuses].filter(([, status]) => status === "locked").map(([id]) => id);
    for (const completed of [none, new Set([1]), new Set([1, 2]), new Set([1, 2, 3, 58])]) {
      for (const answers of [{ parentingChallenges: ["bedtime"] }, { primaryGoals: ["routines"] }, { parentingChallenges: ["screens"] }]) {
        for (const age of ["3-5", "9-12", "multiple"]) {
          expect(locked(pathStatuses(levels, lessons, completed, age, answers))).toEqual(locked(lessonStatuses(levels, lessons, completed, age)));
          expect([...pathStatuses(levels, lessons, completed, age, answers).values()].filter((status) => status === "current").length).toBeLessThanOrEqual(1);
        }
      }
    }
  });
});
