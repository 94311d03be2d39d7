// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import validatingEmotionalMoments from "@content/lessons/03-validating-emotional-moments.json";
import type { RoleplaySimulationContent } from "@shared/content/content-schemas";
import { roleplaySimulationContentSchema } from "@shared/content/guided-schemas";
import { createQueryClient } from "@client/app/query-client";
import type { Reflection } from "../../types";
import { createLesson } from "../test-lessons";
import { bareGuidedLesson, fullGuidedLesson } from "./guided-fixtures";
import { GuidedPlayer } from "./guided-player";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  saveReflection = vi.fn(async (_reflection: Reflection) => {});
});

/** The frame's journal callback: resolves (saved) unless stubJournal says the journal fails. */
let saveReflection = vi.fn(async (_reflection: Reflection) => {});

function renderGuided(content: RoleplaySimulationContent = fullGuidedLesson) {
  const onComplete = vi.fn();
  const onProgress = vi.fn();
  const lesson = createLesson({
    id: 3,
    title: "Validating Emotional Moments",
    activityType: "roleplay-simulation",
    content,
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <GuidedPlayer
        lesson={lesson}
        content={content}
        onComplete={onComplete}
        onProgress={onProgress}
        saveReflection={saveReflection}
      />
    </QueryClientProvider>,
  );
  return { onComplete, onProgress };
}

function stubJournal(status: number) {
  saveReflection = vi.fn(async (_reflection: Reflection) => {
    if (status !== 201) throw new Error("Something broke");
  });
  return saveReflection;
}

const button = (name: string | RegExp) => screen.getByRole("button", { name }) as HTMLButtonElement;
const click = (name: string | RegExp) => fireEvent.click(button(name));
const heading = () => screen.getByRole("heading", { level: 2 }).textContent;
const pick = (name: string | RegExp) => fireEvent.click(screen.getByRole("radio", { name }));
const quizOption = (name: string) => screen.getByRole("button", { name: new RegExp(name) });

/** Scenario → perspective → response (picking `responseOption`) → result. */
function toResult(responseOption: RegExp) {
  click("Continue");
  click("Continue");
  pick(responseOption);
  click("See What Happens");
}

/** From the result, through both follow-ups (right picks), the tips and the quiz, to the reflection. */
function resultToReflection() {
  click("Continue");
  pick(/One right/);
  click("See What Happens");
  click("Next Practice");
  pick(/Two right/);
  click("See What Happens");
  click("Continue");
  click("Next");
  click("Next");
  click("Next");
  fireEvent.click(quizOption("Q1 right"));
  click("Next Question");
  fireEvent.click(quizOption("Q2 right"));
  click("Continue");
  expect(heading()).toBe("Your Reflection");
}

describe("GuidedPlayer", () => {
  it("opens at the scenario, then shows the child's thoughts and feelings", () => {
    const { onProgress } = renderGuided();
    expect(heading()).toBe("The Moment");
    expect(screen.getByText(fullGuidedLesson.scenario)).toBeTruthy();
    expect(onProgress).toHaveBeenLastCalledWith(5);
    expect(document.activeElement).toBe(screen.getByRole("heading", { level: 2 }));

    click("Continue");
    expect(heading()).toBe("Inside Pip's Head");
    expect(onProgress).toHaveBeenLastCalledWith(15);
    expect(screen.getByRole("list", { name: "Pip's thoughts" }).textContent).toContain("I only had one lick.");
    expect(screen.getByRole("list", { name: "Pip might be feeling" }).textContent).toContain("Shocked");
  });

  it("walks every part in order, reporting 5 to 100, looping through each follow-up and its outcome", async () => {
    stubJournal(201);
    const { onProgress, onComplete } = renderGuided();
    toResult(/Right: oh no/);
    expect(screen.getByText("Result of the right option.")).toBeTruthy();
    expect(screen.getByText("Why: naming the loss helps Pip feel understood.", { exact: false })).toBeTruthy();

    click("Continue");
    expect(heading()).toBe("Follow-up one");
    expect(button("See What Happens").disabled).toBe(true);
    pick(/One wrong/);
    click("See What Happens");
    expect(screen.getByText("Outcome one wrong.")).toBeTruthy();
    expect(screen.getByText("Explanation one.")).toBeTruthy();
    click("Next Practice");
    expect(heading()).toBe("Follow-up two");
    pick(/Two right/);
    click("See What Happens");
    expect(screen.getByText("Outcome two right.")).toBeTruthy();
    click("Continue");
    expect(heading()).toBe("Growler's Tips");

    const progress = onProgress.mock.calls.map(([percent]) => percent as number);
    expect(progress).toEqual([5, 15, 25, 35, 50, 60, 50, 60, 70]);

    click("Next");
    click("Next");
    click("Next");
    fireEvent.click(quizOption("Q1 right"));
    click("Next Question");
    fireEvent.click(quizOption("Q2 wrong"));
    click("Continue");
    expect(onProgress.mock.calls.map(([percent]) => percent as number).slice(-2)).toEqual([85, 95]);

    pick("😌 Calmer");
    fireEvent.change(screen.getByLabelText("What will you try next time?"), { target: { value: "Name it first." } });
    click("Save to Journal");
    await waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1));
    // Progress is reported from an effect, which may run just after the save's completion on a busy machine.
    await waitFor(() => expect(onProgress).toHaveBeenLastCalledWith(100));
  });

  it("scores 100 when the parent response was right, whatever happens in the follow-ups and quiz", () => {
    const { onComplete } = renderGuided();
    toResult(/Right: oh no/);
    expect(screen.getByRole("heading", { level: 2, name: "That response connects" })).toBeTruthy();
    click("Continue");
    pick(/One wrong/);
    click("See What Happens");
    click("Next Practice");
    pick(/Two wrong/);
    click("See What Happens");
    click("Continue");
    click("Next");
    click("Next");
    click("Next");
    fireEvent.click(quizOption("Q1 wrong"));
    click("Next Question");
    fireEvent.click(quizOption("Q2 wrong"));
    click("Continue");
    click("Finish Without Saving");
    expect(onComplete).toHaveBeenCalledWith(100, expect.objectContaining({ kind: "first-try" }));
  });

  it("scores 70 when the parent response was not the right one, and shows its own result and the better response", () => {
    const { onComplete } = renderGuided();
    toResult(/Wrong: stop crying/);
    expect(screen.getByText("Result of the third option.")).toBeTruthy();
    expect(screen.getByText("What tends to help most:", { exact: false }).parentElement?.textContent).toContain(
      "Right: oh no",
    );
    resultToReflection();
    click("Finish Without Saving");
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith(70, expect.objectContaining({ kind: "first-try" }));
  });

  it("keeps See What Happens disabled until a response is picked", () => {
    renderGuided();
    click("Continue");
    click("Continue");
    expect(button("See What Happens").disabled).toBe(true);
    pick(/Wrong: it's only/);
    expect(button("See What Happens").disabled).toBe(false);
  });

  it("pages the tips with Previous and Next, and Next on the last tip moves on", () => {
    renderGuided(bareWith({ monsterTips: fullGuidedLesson.monsterTips, microQuiz: fullGuidedLesson.microQuiz }));
    toResult(/Right: oh no/);
    click("Continue");
    expect(screen.getByText("Tip one.")).toBeTruthy();
    expect(button("Previous").disabled).toBe(true);
    click("Next");
    expect(screen.getByText("Tip two.")).toBeTruthy();
    expect(screen.getByText("Tip 2 of 3")).toBeTruthy();
    click("Previous");
    expect(screen.getByText("Tip one.")).toBeTruthy();
    click("Next");
    click("Next");
    expect(screen.getByText("Tip three.")).toBeTruthy();
    click("Next");
    expect(heading()).toBe("Quiz one?");
  });

  it("locks a quiz answer after the first pick and shows its explanation", () => {
    renderGuided(bareWith({ microQuiz: fullGuidedLesson.microQuiz }));
    toResult(/Right: oh no/);
    click("Continue");
    expect(heading()).toBe("Quiz one?");
    expect(button("Next Question").disabled).toBe(true);
    expect(screen.queryByText("Quiz one explanation.")).toBeNull();

    fireEvent.click(quizOption("Q1 wrong"));
    fireEvent.click(quizOption("Q1 right"));
    expect(quizOption("Q1 wrong").getAttribute("aria-pressed")).toBe("true");
    expect(quizOption("Q1 right").getAttribute("aria-pressed")).toBe("false");
    expect(quizOption("Q1 wrong").getAttribute("aria-disabled")).toBe("true");
    expect(quizOption("Q1 right").textContent).toContain("Right answer");
    expect(screen.getByText("Quiz one explanation.")).toBeTruthy();
    expect(button("Next Question").disabled).toBe(false);

    click("Next Question");
    expect(heading()).toBe("Quiz two?");
    expect(button("Continue").disabled).toBe(true);
  });

  it("shows the picked quiz option's own explanation when the lesson gives one", () => {
    const [first, second] = fullGuidedLesson.microQuiz!.questions;
    renderGuided(
      bareWith({
        microQuiz: { questions: [{ ...first!, optionFeedback: ["Q1 wrong: it fixes before it listens.", "Q1 right: it names the feeling."] }, second!] },
      }),
    );
    toResult(/Right: oh no/);
    click("Continue");
    fireEvent.click(quizOption("Q1 wrong"));
    expect(screen.getByText("Q1 wrong: it fixes before it listens.")).toBeTruthy();
    expect(screen.queryByText("Q1 right: it names the feeling.")).toBeNull();
    expect(screen.getByText("Quiz one explanation.")).toBeTruthy();
  });

  it.each<[string, Partial<RoleplaySimulationContent>, string]>([
    [
      "no follow-ups → the tips",
      {
        monsterTips: ["Only tip."],
        microQuiz: fullGuidedLesson.microQuiz,
        reflectionPrompts: fullGuidedLesson.reflectionPrompts,
      },
      "Growler's Tips",
    ],
    [
      "no follow-ups or tips → the quiz",
      { microQuiz: fullGuidedLesson.microQuiz, reflectionPrompts: fullGuidedLesson.reflectionPrompts },
      "Quiz one?",
    ],
    [
      "only a reflection → the reflection",
      { reflectionPrompts: fullGuidedLesson.reflectionPrompts },
      "Your Reflection",
    ],
  ])("skips absent parts after the result: %s", (_case, parts, expected) => {
    renderGuided(bareWith(parts));
    toResult(/Right: oh no/);
    click("Continue");
    expect(heading()).toBe(expected);
  });

  it("skips from the last follow-up to the reflection when there are no tips or quiz", () => {
    renderGuided(
      bareWith({
        followUpScenarios: fullGuidedLesson.followUpScenarios?.slice(0, 1),
        reflectionPrompts: fullGuidedLesson.reflectionPrompts,
      }),
    );
    toResult(/Right: oh no/);
    click("Continue");
    pick(/One right/);
    click("See What Happens");
    click("Continue");
    expect(heading()).toBe("Your Reflection");
  });

  it("goes straight to complete when nothing follows the result, and Complete Lesson reports once", () => {
    const { onComplete, onProgress } = renderGuided(bareGuidedLesson);
    toResult(/Wrong: it's only/);
    expect(screen.getByText("The same result for every pick.")).toBeTruthy();
    click("Continue");
    expect(onProgress).toHaveBeenLastCalledWith(100);
    expect(onComplete).not.toHaveBeenCalled();
    click("Complete Lesson");
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith(70, expect.objectContaining({ kind: "first-try" }));
    expect(screen.queryByRole("button", { name: "Complete Lesson" })).toBeNull();
  });

  it("keeps Save to Journal disabled until a feeling is chosen and the notes are not blank", () => {
    const fetchMock = stubJournal(201);
    renderGuided(bareWith({ reflectionPrompts: fullGuidedLesson.reflectionPrompts }));
    toResult(/Right: oh no/);
    click("Continue");
    const notes = screen.getByLabelText("What will you try next time?");
    expect(notes.getAttribute("placeholder")).toBe("A few words");

    expect(button("Save to Journal").disabled).toBe(true);
    fireEvent.change(notes, { target: { value: "Name it first." } });
    expect(button("Save to Journal").disabled).toBe(true);
    pick("🤔 Unsure");
    expect(button("Save to Journal").disabled).toBe(false);
    fireEvent.change(notes, { target: { value: "  \n " } });
    expect(button("Save to Journal").disabled).toBe(true);
    click("Save to Journal");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("hands the reflection to the frame's journal and completes the lesson once it is saved", async () => {
    const fetchMock = stubJournal(201);
    const { onComplete } = renderGuided();
    toResult(/Right: oh no/);
    resultToReflection();
    pick("😌 Calmer");
    fireEvent.change(screen.getByLabelText("What will you try next time?"), {
      target: { value: "  Say what I see first.  " },
    });
    click("Save to Journal");

    await waitFor(() => expect(onComplete).toHaveBeenCalledWith(100, expect.objectContaining({ kind: "first-try" })));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // The frame files it under the lesson's title (and says so); the player only hands over the words.
    expect(fetchMock).toHaveBeenCalledWith({ feeling: "😌 Calmer", notes: "Say what I see first." });
  });

  it("keeps the reflection and stays when the journal cannot save", async () => {
    stubJournal(500);
    const { onComplete } = renderGuided();
    toResult(/Right: oh no/);
    resultToReflection();
    pick("🤔 Unsure");
    fireEvent.change(screen.getByLabelText("What will you try next time?"), { target: { value: "Breathe first." } });
    click("Save to Journal");

    await waitFor(() => expect(saveReflection).toHaveBeenCalledTimes(1));
    expect(onComplete).not.toHaveBeenCalled();
    expect(heading()).toBe("Your Reflection");
    expect((screen.getByLabelText("What will you try next time?") as HTMLTextAreaElement).value).toBe("Breathe first.");
    await waitFor(() => expect(button("Save to Journal").disabled).toBe(false));
  });
});

describe("GuidedPlayer with the authored lesson", () => {
  it("plays Validating Emotional Moments from the scene to a saved reflection", async () => {
    stubJournal(201);
    const content = roleplaySimulationContentSchema.parse(validatingEmotionalMoments.content);
    const { onComplete } = renderGuided(content);
    const rightOf = (options: readonly string[], index: number) =>
      screen.getByRole("radio", { name: new RegExp(escape(options[index]!)) });

    click("Continue");
    click("Continue");
    fireEvent.click(rightOf(content.parentResponse.options, content.parentResponse.correctAnswer));
    click("See What Happens");
    click("Continue");
    const followUps = content.followUpScenarios ?? [];
    followUps.forEach((scenario, index) => {
      expect(heading()).toBe(scenario.title);
      fireEvent.click(
        rightOf(
          scenario.choices.map((choice) => choice.text),
          scenario.choices.findIndex((choice) => choice.isCorrect),
        ),
      );
      click("See What Happens");
      click(index + 1 < followUps.length ? "Next Practice" : "Continue");
    });
    for (const tip of content.monsterTips ?? []) {
      expect(screen.getByText(tip)).toBeTruthy();
      click("Next");
    }
    const questions = content.microQuiz?.questions ?? [];
    questions.forEach((question, index) => {
      expect(heading()).toBe(question.question);
      fireEvent.click(quizOption(escape(question.options[question.correctAnswer]!)));
      click(index + 1 < questions.length ? "Next Question" : "Continue");
    });
    expect(heading()).toBe("Your Reflection");
    pick(content.reflectionPrompts!.feelingPrompt.options[0]!);
    fireEvent.change(screen.getByLabelText(content.reflectionPrompts!.improvementPrompt.question), {
      target: { value: "Say what I see." },
    });
    click("Save to Journal");
    await waitFor(() => expect(onComplete).toHaveBeenCalledWith(100, expect.objectContaining({ kind: "first-try" })));
  });
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function bareWith(parts: Partial<RoleplaySimulationContent>): RoleplaySimulationContent {
  return { ...bareGuidedLesson, ...parts };
}
