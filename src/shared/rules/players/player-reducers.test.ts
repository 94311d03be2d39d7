import { i18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { fullGuidedLesson } from "@client/players/activities/guided/guided-fixtures";
import { createSlideContent } from "@client/players/activities/slides/test-slide-lesson";
import type { DragDropContent, EmotionalSelectorContent, ModuleCloserContent } from "../../content/content-schemas";
import { guidedPartsOf } from "../guided-flow";
import {
  emotionLessonReducer,
  emotionLessonScore,
  emotionLessonSummary,
  initialEmotionLesson,
  restoreEmotionLesson,
} from "./emotion-lesson";
import { guidedLessonReducer, guidedLessonSummary, initialGuidedLesson, restoreGuidedLesson } from "./guided-lesson";
import { lessonAttemptStateSchema } from "../../schemas/attempt";
import { frameReducer, framePercent, hasProgress, initialFrame, playerPercentOf, restoreFrame } from "./lesson-frame";
import {
  initialModuleCloser,
  moduleCloserJournalNotes,
  moduleCloserReducer,
  restoreModuleCloser,
} from "./module-closer-lesson";
import { type ScoreSummary, scoreLine as scoreLineMessage, scorePraise, storySummary } from "./score-summary";
import { initialSlideLesson, restoreSlideLesson, slideLessonReducer, slideLessonSummary } from "./slide-lesson";
import {
  branchingReducer,
  branchingSummary,
  initialBranching,
  initialMultipleChoice,
  multipleChoiceReducer,
  multipleChoiceSummary,
  restoreBranching,
  restoreMultipleChoice,
} from "./choice-lessons";
import {
  initialStepsLesson,
  reflectionNotes,
  restoreStepsLesson,
  stepsLessonReducer,
  stepsLessonSummary,
} from "./steps-lesson";
import { settingLimits } from "@client/players/activities/steps/step-fixtures";
import {
  initialSortLesson,
  nextUnsorted,
  restoreSortLesson,
  sortLessonReducer,
  sortLessonScore,
  sortLessonSummary,
  tapTarget,
} from "./sort-lesson";

/** What the frame stores and reads back: the state through JSON, as the attempt route keeps it. */
const roundTrip = <T>(state: T): unknown => JSON.parse(JSON.stringify(state));


/** The score line as an English parent reads it (the tests' i18n holds the English catalogs, tests/setup/i18n.ts). */
function scoreLine(summary: ScoreSummary | null): string | null {
  const line = scoreLineMessage(summary);
  return line && i18n._(line);
}

describe("the lesson frame", () => {
  const shape = { leadCount: 2, introCount: 1 };
  const reduce = frameReducer(shape);

  it("walks the lead cards, then the intro, then the activity; each counts in the bar", () => {
    let state = initialFrame(shape);
    expect(state).toMatchObject({ screen: "lead", page: 0, percent: 0, player: null });
    state = reduce(state, { type: "next" });
    expect(state).toMatchObject({ screen: "lead", page: 1, percent: 25 });
    state = reduce(state, { type: "back" });
    expect(state).toMatchObject({ screen: "lead", page: 0 });
    state = reduce(reduce(state, { type: "next" }), { type: "next" });
    expect(state).toMatchObject({ screen: "intro", page: 0, percent: 50 });
    state = reduce(state, { type: "back" });
    expect(state).toMatchObject({ screen: "lead", page: 1 });
    state = reduce(reduce(state, { type: "next" }), { type: "next" });
    expect(state).toMatchObject({ screen: "activity", page: 0, percent: 75 });
    state = reduce(state, { type: "progress", percent: 50 });
    expect(state.percent).toBe(87.5);
    expect(playerPercentOf(shape, state)).toBe(50);
    expect(reduce(state, { type: "next" })).toBe(state);
  });

  it("ignores progress before the activity, keeps the player's state, and starts over", () => {
    const start = initialFrame(shape);
    expect(reduce(start, { type: "progress", percent: 80 })).toBe(start);
    const withPlayer = reduce(start, { type: "player", state: { index: 3 } });
    expect(withPlayer.player).toEqual({ index: 3 });
    expect(hasProgress(withPlayer, shape)).toBe(true);
    expect(hasProgress(start, shape)).toBe(false);
    expect(reduce(withPlayer, { type: "restart" })).toEqual(start);
  });

  it("starts at the activity when a lesson has no lead cards or intro, with the bar the player's own", () => {
    const bare = { leadCount: 0, introCount: 0 };
    expect(initialFrame(bare)).toMatchObject({ screen: "activity", percent: 0 });
    expect(framePercent(bare, "activity", 0, 40)).toBe(40);
  });

  it("restores a saved place round trip, and drops one the lesson no longer fits", () => {
    const state = reduce(reduce(initialFrame(shape), { type: "next" }), { type: "player", state: { step: 2 } });
    expect(restoreFrame(roundTrip(state), shape)).toEqual(state);
    expect(restoreFrame(roundTrip(state), { leadCount: 1, introCount: 0 })).toBeNull();
    expect(restoreFrame({ screen: "nowhere", page: 0, percent: 0, player: null }, shape)).toBeNull();
    expect(restoreFrame(null, shape)).toBeNull();
  });

  it("accepts exactly the places the saved place's schema accepts (without loading it in the browser)", () => {
    const good = { screen: "intro", page: 0, percent: 12.5, player: null };
    const places: unknown[] = [
      good, { ...good, player: { step: 1 } }, { ...good, screen: "lead" }, { ...good, page: 50, screen: "activity" },
      { ...good, page: 51 }, { ...good, page: -1 }, { ...good, page: 1.5 }, { ...good, page: "0" }, { ...good, percent: 101 },
      { ...good, percent: -0.1 }, { ...good, percent: Number.NaN }, { ...good, player: [] }, { ...good, player: "x" },
      { ...good, extra: 1 }, { screen: "intro", page: 0, percent: 0 }, [], "intro", 3,
    ];
    const wide = { leadCount: 60, introCount: 60 };
    for (const place of places) {
      expect(restoreFrame(place, wide) !== null, JSON.stringify(place)).toBe(lessonAttemptStateSchema.safeParse(place).success);
    }
  });

  describe("a teaching card with a check", () => {
    const checked = { leadCount: 2, introCount: 0, checkOptions: { 1: 3 } };
    const step = frameReducer(checked);

    it("waits on Next until the check is answered, keeps the first answer, and counts it as progress", () => {
      let state = step(initialFrame(checked), { type: "next" });
      expect(state).toMatchObject({ screen: "lead", page: 1 });
      expect(step(state, { type: "next" })).toBe(state);
      // A pick for another card, or past the options, changes nothing.
      expect(step(state, { type: "check", page: 0, choice: 1 })).toBe(state);
      expect(step(state, { type: "check", page: 1, choice: 3 })).toBe(state);
      state = step(state, { type: "check", page: 1, choice: 2 });
      expect(state.checks).toEqual({ 1: 2 });
      expect(step(state, { type: "check", page: 1, choice: 0 }).checks).toEqual({ 1: 2 });
      expect(hasProgress({ ...initialFrame(checked), checks: { 1: 0 } }, checked)).toBe(true);
      expect(step(state, { type: "next" })).toMatchObject({ screen: "activity" });
      expect(step(state, { type: "restart" }).checks).toBeUndefined();
    });

    it("restores a saved answer only while the card still has a check with that option", () => {
      const saved = { screen: "lead", page: 1, percent: 33, player: null, checks: { 1: 2 } };
      expect(restoreFrame(saved, checked)).toEqual(saved);
      expect(restoreFrame(saved, { ...checked, checkOptions: { 1: 2 } })).toBeNull();
      expect(restoreFrame(saved, { leadCount: 2, introCount: 0 })).toBeNull();
      expect(restoreFrame({ ...saved, checks: { 1: "two" } }, checked)).toBeNull();
    });
  });
});

describe("score words", () => {
  it("counts a story's best choices out of the choices made", () => {
    const scenes = [
      {
        choices: [
          { id: "a", quality: "best" },
          { id: "b", quality: "poor" },
        ],
      },
      {
        choices: [
          { id: "c", quality: "okay" },
          { id: "d", quality: "best" },
        ],
      },
    ];
    expect(storySummary(scenes, ["a", "c"])).toEqual({ right: 1, total: 2, kind: "first-try" });
    expect(scoreLine(storySummary(scenes, ["b", "c"]))).toBe("0 of 2 on the first try");
    expect(scorePraise(storySummary(scenes, ["a", "d"]))).toBe("Great job!");
  });

  it("tells what the parent did, never a bare percentage", () => {
    expect(scoreLine({ right: 4, total: 5, kind: "first-try" })).toBe("4 of 5 on the first try");
    expect(scoreLine({ right: 3, total: 4, kind: "placed" })).toBe("3 of 4 sorted into place");
    expect(scoreLine({ right: 1, total: 1, kind: "spotted" })).toBe("1 of 1 feeling spotted");
    expect(scoreLine({ right: 2, total: 3, kind: "spotted" })).toBe("2 of 3 feelings spotted");
    expect(scoreLine({ right: 0, total: 0, kind: "first-try" })).toBeNull();
    expect(scoreLine({ right: 0, total: 1, kind: "one-answer" })).toBe("Not this time");
    expect(scoreLine({ right: 1, total: 1, kind: "one-answer" })).toBe("You chose the answer that fits");
    expect(scoreLine(null)).toBeNull();
  });

  it("praises only what was earned: all right is Great job!, none right gets encouragement", () => {
    expect(scorePraise({ right: 5, total: 5, kind: "first-try" })).toBe("Great job!");
    expect(scorePraise({ right: 0, total: 5, kind: "first-try" })).not.toContain("Great job");
    expect(scorePraise({ right: 0, total: 5, kind: "first-try" })).toMatch(/taught you something/);
    expect(scorePraise({ right: 3, total: 5, kind: "first-try" })).not.toContain("Great job");
    // One question answered once: no "answers you tried", no "first try".
    expect(scorePraise({ right: 0, total: 1, kind: "one-answer" })).not.toMatch(/tried|first try/);
    expect(scorePraise({ right: 1, total: 1, kind: "one-answer" })).toBe("Great job!");
    expect(scorePraise(null)).not.toContain("Great job");
  });
});

describe("the slide lesson reducer", () => {
  const content = createSlideContent();
  const go = (index: number) => ({ type: "go", index, keepAnswers: false }) as const;

  it("locks a pick until Try Again, remembers a missed first try, and resets on a slide change", () => {
    let state = slideLessonReducer(initialSlideLesson, go(4));
    state = slideLessonReducer(state, { type: "choose", option: 0, correct: false });
    expect(state).toMatchObject({ answers: { 4: 0 }, popupOpen: true, missed: [4] });
    expect(slideLessonReducer(state, { type: "choose", option: 1, correct: true })).toBe(state);
    state = slideLessonReducer(state, { type: "tryAgain" });
    expect(state).toMatchObject({ answers: {}, popupOpen: false });
    state = slideLessonReducer(state, { type: "choose", option: 1, correct: true });
    state = slideLessonReducer(state, { type: "closePopup" });
    expect(state).toMatchObject({ answers: { 4: 1 }, popupOpen: false, missed: [4] });
    state = slideLessonReducer(state, go(5));
    expect(state).toMatchObject({ index: 5, answers: {}, missed: [4] });
    expect(slideLessonReducer(state, { type: "go", index: 6, keepAnswers: true }).answers).toEqual({});
  });

  it("counts tips seen and completes", () => {
    let state = slideLessonReducer(initialSlideLesson, go(6));
    state = slideLessonReducer(state, { type: "showTip", tip: 2 });
    state = slideLessonReducer(state, { type: "showTip", tip: 2 });
    expect(state).toMatchObject({ tipIndex: 2, viewedTips: [0, 2] });
    expect(slideLessonReducer(state, { type: "complete" }).completed).toBe(true);
  });

  it("restores the same slide and answers round trip, and refuses a slide that does not exist", () => {
    let state = slideLessonReducer(initialSlideLesson, go(4));
    state = slideLessonReducer(state, { type: "choose", option: 2, correct: false });
    expect(restoreSlideLesson(roundTrip(state), content)).toEqual(state);
    expect(restoreSlideLesson({ ...state, index: 99 }, content)).toBeNull();
    expect(restoreSlideLesson({ index: "four" }, content)).toBeNull();
  });

  it("refuses every saved slide state of the wrong shape, and drops keys it does not know", () => {
    const good = { ...initialSlideLesson, answers: { "2": 3 }, viewedTips: [0], missed: [2] };
    expect(restoreSlideLesson({ ...good, extra: true }, content)).toEqual(good);
    const bad: unknown[] = [
      null, [], "x", { ...good, index: -1 }, { ...good, index: 1.5 }, { ...good, answers: { "2": 4 } }, { ...good, answers: { "2": -1 } },
      { ...good, answers: [] }, { ...good, popupOpen: "yes" }, { ...good, tipIndex: "0" }, { ...good, viewedTips: [0.5] },
      { ...good, completed: 1 }, { ...good, missed: null }, { ...good, missed: undefined },
    ];
    for (const raw of bad) expect(restoreSlideLesson(raw, content), JSON.stringify(raw)).toBeNull();
  });

  it("sums up question slides right on the first pick", () => {
    const state = { ...initialSlideLesson, missed: [4, 7] };
    expect(slideLessonSummary(state, content)).toEqual({ right: 4, total: 6, kind: "first-try" });
  });
});

describe("the guided role-play reducer", () => {
  const content = fullGuidedLesson;
  const parts = guidedPartsOf(content);
  const reduce = guidedLessonReducer(parts);

  it("moves through the stages with the picks, locks quiz answers, and keeps the reflection", () => {
    let state = initialGuidedLesson(parts);
    state = reduce(state, { type: "pickResponse", pick: 0 });
    expect(state.responsePick).toBeNull();
    state = reduce(reduce(state, { type: "advance" }), { type: "advance" });
    state = reduce(state, { type: "pickResponse", pick: 1 });
    state = reduce(state, { type: "advance" });
    expect(state.position.stage).toBe("result");
    state = reduce(state, { type: "advance" });
    state = reduce(state, { type: "pickFollowUp", pick: 1 });
    expect(state.followUpPicks[0]).toBe(1);
    state = reduce(state, { type: "showTip", tip: 99 });
    expect(state.tipIndex).toBe(parts.monsterTips - 1);
    state = reduce(state, { type: "answerQuiz", pick: 0 });
    state = reduce(state, { type: "answerQuiz", pick: 1 });
    expect(state.quizAnswers[0]).toBe(0);
    state = reduce(state, { type: "nextQuestion" });
    expect(state.quizIndex).toBe(Math.min(1, parts.quizQuestions - 1));
    state = reduce(reduce(state, { type: "setFeeling", feeling: "Calmer" }), { type: "setNotes", notes: "Name it." });
    state = reduce(state, { type: "journalSaved" });
    state = reduce(state, { type: "complete" });
    expect(state).toMatchObject({
      feeling: "Calmer",
      notes: "Name it.",
      journalSaved: true,
      completed: true,
      position: { stage: "complete" },
    });
  });

  it("restores the same stage and words round trip, and refuses picks that no longer fit", () => {
    let state = initialGuidedLesson(parts);
    for (let step = 0; step < 9; step += 1) state = reduce(state, { type: "advance" });
    state = reduce(state, { type: "setNotes", notes: "Half a thought" });
    expect(restoreGuidedLesson(roundTrip(state), content)).toEqual(state);
    expect(restoreGuidedLesson({ ...state, followUpPicks: [] }, content)).toBeNull();
  });

  it("sums up the response, each follow-up and each quiz question", () => {
    const state = {
      ...initialGuidedLesson(parts),
      responsePick: content.parentResponse.correctAnswer,
      followUpPicks: (content.followUpScenarios ?? []).map((scenario) =>
        scenario.choices.findIndex((choice) => choice.isCorrect),
      ),
      quizAnswers: (content.microQuiz?.questions ?? []).map(() => 99),
    };
    const summary = guidedLessonSummary(state, content);
    expect(summary.total).toBe(1 + parts.followUpScenarios + parts.quizQuestions);
    expect(summary.right).toBe(1 + parts.followUpScenarios);
  });
});

describe("the module closing reducer", () => {
  const content: ModuleCloserContent = {
    heading: "Module 1: Validation",
    scenario: "You practised naming big feelings.",
    keyTakeaways: ["Connect before you correct."],
    selfCareActivities: [{ title: "Three slow breaths", description: "In and out." }],
    reminderMessage: "Looking after yourself counts.",
    reflectionPrompts: {
      completionPrompt: { question: "What did you notice?", placeholder: "I noticed…" },
      applicationPrompt: { question: "Where next?", placeholder: "At bath time…" },
      selfCarePrompt: { question: "What will you do for yourself?", options: ["Rest"] },
    },
    badgeEarned: { id: "module-1", title: "Feelings First", description: "Done.", xpBonus: 25 },
    keepGrowingTips: ["Name the happy feelings too."],
    finalInsight: "A named feeling gets smaller.",
  };

  it("goes forward only, to the last step, and keeps the picks and answers", () => {
    let state = initialModuleCloser;
    for (let step = 0; step < 9; step += 1) state = moduleCloserReducer(state, { type: "advance" });
    expect(state.stepIndex).toBe(5);
    state = moduleCloserReducer(state, { type: "selectActivity", index: 0 });
    state = moduleCloserReducer(state, { type: "reflect", answers: { completion: "Slower mornings" } });
    state = moduleCloserReducer(state, { type: "reflect", answers: { selfCare: "Rest" } });
    expect(state.reflection).toEqual({ completion: "Slower mornings", application: "", selfCare: "Rest" });
    expect(moduleCloserReducer(state, { type: "journalSaved" }).journalSaved).toBe(true);
    expect(moduleCloserReducer(state, { type: "finish" }).finished).toBe(true);
  });

  it("writes both answers and the plan as one journal note, and nothing when nothing was written", () => {
    expect(moduleCloserJournalNotes(initialModuleCloser, content)).toBeNull();
    const state = {
      ...initialModuleCloser,
      selfCareActivity: 0,
      reflection: { completion: " Slower mornings ", application: "At bath time", selfCare: "Rest" },
    };
    expect(moduleCloserJournalNotes(state, content)).toBe(
      "What did you notice?\nSlower mornings\n\nWhere next?\nAt bath time\n\n" +
        "My self-care plan for this week\nWhat will you do for yourself? Rest\nMy moment for me: Three slow breaths",
    );
  });

  it("restores round trip, and refuses an activity that is not there", () => {
    const state = { ...initialModuleCloser, stepIndex: 3, selfCareActivity: 0 };
    expect(restoreModuleCloser(roundTrip(state), content)).toEqual(state);
    expect(restoreModuleCloser({ ...state, selfCareActivity: 4 }, content)).toBeNull();
  });
});

describe("the sort lesson reducer", () => {
  const content: DragDropContent = {
    scenario: "Pip's balloon flies away.",
    instruction: "Sort each reply.",
    items: [
      { id: "i1", text: "One" },
      { id: "i2", text: "Two" },
      { id: "i3", text: "Three" },
    ],
    categories: [
      { id: "yes", label: "Connects" },
      { id: "no", label: "Skips" },
    ],
    correctMapping: { i1: "yes", i2: "no", i3: "yes" },
    explanation: "Connect first.",
  };
  const reduce = sortLessonReducer(content);

  it("places and takes out replies, checks only when all are sorted, and completes after checking", () => {
    let state = reduce(initialSortLesson, { type: "choose", itemId: "i1" });
    expect(state.chosenId).toBe("i1");
    expect(reduce(state, { type: "choose", itemId: "nope" }).chosenId).toBeNull();
    state = reduce(state, { type: "place", itemId: "i1", categoryId: "yes" });
    expect(state).toMatchObject({ mapping: { i1: "yes" }, chosenId: null });
    expect(tapTarget(state, "i1", "yes")).toBeNull();
    expect(tapTarget(state, "i1", "no")).toBe("no");
    expect(reduce(state, { type: "place", itemId: "i1", categoryId: null }).mapping).toEqual({});
    expect(reduce(state, { type: "check" })).toBe(state);
    expect(reduce(state, { type: "complete" })).toBe(state);
    state = reduce(reduce(state, { type: "place", itemId: "i2", categoryId: "yes" }), {
      type: "place",
      itemId: "i3",
      categoryId: "yes",
    });
    state = reduce(state, { type: "check" });
    expect(state).toMatchObject({ checked: true, sheetOpen: true });
    expect(reduce(state, { type: "place", itemId: "i2", categoryId: "no" })).toBe(state);
    state = reduce(state, { type: "closeSheet" });
    expect(state.sheetOpen).toBe(false);
    expect(reduce(state, { type: "complete" }).completed).toBe(true);
    expect(sortLessonScore(state, content)).toBe(67);
    expect(sortLessonSummary(state, content)).toEqual({ right: 2, total: 3, kind: "placed" });
  });

  it("finds the next reply to sort after a placement, wrapping, or none", () => {
    expect(nextUnsorted({ i1: "yes" }, content, "i1")).toBe("i2");
    expect(nextUnsorted({ i3: "yes" }, content, "i3")).toBe("i1");
    expect(nextUnsorted({ i1: "yes", i2: "no", i3: "yes" }, content, "i2")).toBeNull();
  });

  it("restores round trip, and refuses a category that is not there", () => {
    const state = reduce(initialSortLesson, { type: "place", itemId: "i2", categoryId: "no" });
    expect(restoreSortLesson(roundTrip(state), content)).toEqual(state);
    expect(restoreSortLesson({ ...state, mapping: { i2: "maybe" } }, content)).toBeNull();
  });
});

describe("the emotion selector reducer", () => {
  const content: EmotionalSelectorContent = {
    scenario: "Pip's tower falls.",
    question: "What might Pip feel?",
    emotions: [
      { id: "sad", label: "Sad", intensity: "high" },
      { id: "cross", label: "Cross", intensity: "medium" },
      { id: "bored", label: "Bored", intensity: "low" },
    ],
    correctEmotions: ["sad", "cross"],
    explanation: "Both fit.",
  };
  const reduce = emotionLessonReducer(content);

  it("toggles feelings, checks with at least one, locks after checking, and completes", () => {
    expect(reduce(initialEmotionLesson, { type: "check" })).toBe(initialEmotionLesson);
    let state = reduce(initialEmotionLesson, { type: "toggle", id: "sad" });
    state = reduce(state, { type: "toggle", id: "bored" });
    state = reduce(state, { type: "toggle", id: "bored" });
    expect(reduce(state, { type: "toggle", id: "unknown" })).toBe(state);
    expect(state.selected).toEqual(["sad"]);
    state = reduce(state, { type: "check" });
    expect(state).toMatchObject({ checked: true, sheetOpen: true });
    expect(reduce(state, { type: "toggle", id: "cross" })).toBe(state);
    expect(reduce(reduce(state, { type: "closeSheet" }), { type: "complete" })).toMatchObject({
      completed: true,
      sheetOpen: false,
    });
    expect(emotionLessonScore(state, content)).toBe(25);
    expect(emotionLessonSummary(state, content)).toEqual({ right: 1, total: 2, kind: "spotted" });
  });

  it("restores round trip, and refuses a feeling the lesson does not have", () => {
    const state = reduce(initialEmotionLesson, { type: "toggle", id: "cross" });
    expect(restoreEmotionLesson(roundTrip(state), content)).toEqual(state);
    expect(restoreEmotionLesson({ ...state, selected: ["joy"] }, content)).toBeNull();
  });
});

describe("the steps lesson reducer", () => {
  const content = settingLimits;
  const reduce = stepsLessonReducer(content);

  it("begins, moves between steps, records picks with their first try, retries, views tips and keeps reflections", () => {
    let state = initialStepsLesson(content);
    state = reduce(state, { type: "begin" });
    expect(state).toMatchObject({ started: true, moved: true });
    state = reduce(state, { type: "goToStep", index: 2 });
    expect(state).toMatchObject({ stepIndex: 2, questionIndex: 0, tipsViewed: [0] });
    expect(reduce(state, { type: "goToStep", index: 99 })).toBe(state);
    state = reduce(state, { type: "pick", key: "step_2", choice: "A", correct: false, modal: true });
    expect(state).toMatchObject({ answers: { step_2: "A" }, dialogKey: "step_2", firstTries: { step_2: false } });
    state = reduce(state, { type: "retry", clearPick: true });
    expect(state).toMatchObject({ answers: {}, dialogKey: null });
    state = reduce(state, { type: "pick", key: "step_2", choice: "C", correct: true, modal: true });
    expect(state.firstTries).toEqual({ step_2: false });
    expect(reduce(state, { type: "retry", clearPick: false })).toMatchObject({
      answers: { step_2: "C" },
      dialogKey: null,
    });
    // Inline: a right pick's panel waits for its reveal; a replaced pick is not revealed.
    let inline = reduce(state, { type: "pick", key: "step_4", choice: "B", correct: true, modal: false });
    expect(inline.revealed.step_4).toBeUndefined();
    expect(reduce(inline, { type: "reveal", key: "step_4", choice: "A" })).toBe(inline);
    inline = reduce(inline, { type: "reveal", key: "step_4", choice: "B" });
    expect(inline.revealed.step_4).toBe("B");
    const tipsAt = content.steps.findIndex((step) => step.type === "tips");
    state = reduce(state, { type: "goToStep", index: tipsAt });
    state = reduce(reduce(state, { type: "viewTip", index: 2 }), { type: "viewTip", index: 99 });
    expect(state.tipsViewed).toEqual([0, 2, 5]);
    state = reduce(state, { type: "reflect", promptIndex: 1, value: "Calm words" });
    expect(state.reflections[String(tipsAt)]).toEqual({ prompt_1: "Calm words" });
    state = reduce(reduce(state, { type: "feeling", feeling: "Hopeful" }), { type: "journalSaved" });
    expect(state).toMatchObject({ feeling: "Hopeful", journalSaved: [tipsAt] });
    expect(reduce(state, { type: "complete" }).completed).toBe(true);
  });

  it("restores the same step and answers round trip, and refuses a step that does not exist", () => {
    let state = reduce(initialStepsLesson(content), { type: "goToStep", index: 3 });
    state = reduce(state, { type: "pick", key: "step_2", choice: "C", correct: true, modal: true });
    expect(restoreStepsLesson(roundTrip(state), content)).toEqual(state);
    expect(restoreStepsLesson({ ...state, stepIndex: 99 }, content)).toBeNull();
    expect(restoreStepsLesson({ ...state, answers: { step_2: "E" } }, content)).toBeNull();
  });

  it("sums up the questions right on the first pick, and writes a reflection as one note", () => {
    const state = { ...initialStepsLesson(content), firstTries: { step_2: true, step_4: false } };
    const summary = stepsLessonSummary(state, content);
    expect(summary.right).toBe(1);
    expect(summary.total).toBeGreaterThanOrEqual(2);
    expect(reflectionNotes(["First?", "Second?"], { prompt_0: " One ", prompt_1: " " })).toBe("First?\nOne");
  });
});

describe("the multiple choice and branching reducers", () => {
  const mc = {
    scenario: "The banana snaps.",
    question: "What first?",
    options: ["A", "B", "C"],
    correctAnswer: 2,
    explanation: "Connect first.",
    optionFeedback: ["a", "b", "c"],
  };

  it("multiple choice: picks until submitted, completes only after, and restores round trip", () => {
    expect(multipleChoiceReducer(initialMultipleChoice, { type: "submit" })).toBe(initialMultipleChoice);
    let state = multipleChoiceReducer(initialMultipleChoice, { type: "select", option: 1 });
    expect(multipleChoiceReducer(state, { type: "complete" })).toBe(state);
    state = multipleChoiceReducer(state, { type: "submit" });
    expect(state).toEqual({ selected: 1, stage: "answered", sheetOpen: true });
    expect(multipleChoiceReducer(state, { type: "select", option: 2 }).selected).toBe(1);
    // A reload reopens the sheet the parent was reading, and a closed one stays closed.
    expect(restoreMultipleChoice(roundTrip(state), mc as never)).toEqual(state);
    const closed = multipleChoiceReducer(state, { type: "closeSheet" });
    expect(closed.sheetOpen).toBe(false);
    expect(restoreMultipleChoice(roundTrip(closed), mc as never)).toEqual(closed);
    // A save from before the sheet restores with it closed; a sheet with no answer behind it does not restore.
    expect(restoreMultipleChoice({ selected: 1, stage: "answered" }, mc as never)).toEqual(closed);
    expect(restoreMultipleChoice({ selected: null, stage: "choosing", sheetOpen: true }, mc as never)).toBeNull();
    expect(restoreMultipleChoice({ selected: 7, stage: "answered" }, mc as never)).toBeNull();
    expect(multipleChoiceSummary(state, mc as never)).toEqual({ right: 0, total: 1, kind: "one-answer" });
    expect(multipleChoiceReducer(state, { type: "complete" })).toMatchObject({ stage: "completed", sheetOpen: false });
  });

  it("branching: choose, follow up once, finish, report, restart; restores round trip", () => {
    const content = {
      correctAnswer: 0,
      branches: [
        {
          result: "r",
          followUp: { scenario: "s", question: "q", options: ["x", "y"], correctAnswer: 1, explanation: "e" },
        },
      ],
    } as never;
    let state = branchingReducer(initialBranching, { type: "choose", choice: 0 });
    expect(state).toEqual({ stage: "branch", choice: 0, followUpChoice: null, sheetOpen: true });
    expect(restoreBranching(roundTrip(state), content)).toEqual(state);
    expect(branchingReducer(state, { type: "finishStory" })).toBe(state);
    // The follow-up waits until the first choice's sheet has been read.
    expect(branchingReducer(state, { type: "followUp", choice: 1 })).toBe(state);
    state = branchingReducer(state, { type: "closeSheet" });
    expect(restoreBranching(roundTrip(state), content)).toEqual(state);
    state = branchingReducer(state, { type: "followUp", choice: 1 });
    expect(state).toMatchObject({ followUpChoice: 1, sheetOpen: true });
    expect(branchingReducer(state, { type: "followUp", choice: 0 })).toBe(state);
    expect(restoreBranching(roundTrip(state), content)).toEqual(state);
    expect(restoreBranching({ stage: "branch", choice: 0, followUpChoice: null }, content)).toEqual({
      stage: "branch",
      choice: 0,
      followUpChoice: null,
      sheetOpen: false,
    });
    expect(restoreBranching({ stage: "branch", choice: 5, followUpChoice: null }, content)).toBeNull();
    state = branchingReducer(state, { type: "finishStory" });
    expect(branchingSummary(state, content)).toEqual({ right: 2, total: 2, kind: "first-try" });
    expect(branchingReducer(state, { type: "report" })).toMatchObject({ stage: "complete", reported: true });
    expect(branchingReducer(state, { type: "restart" })).toEqual({ stage: "initial", restarted: true });
  });
});
