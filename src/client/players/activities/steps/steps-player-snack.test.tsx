// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { snackAttack } from "./step-fixtures";
import { button, choice, click, dialog, renderSteps, stepHeading } from "./test-support";
import { CORRECT_PANEL_DELAY_MS } from "./use-steps-lesson";

vi.mock("@client/components/ui/toast", () => ({ notify: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const renderSnack = (journalFails = false) =>
  renderSteps(snackAttack, "snackAttack", { id: 10, title: "Snack Attack", journalFails });

/** Through the intro and the two story steps to Quiz 1 (step 2). */
function toQuizOne(journalFails = false) {
  const rendered = renderSnack(journalFails);
  click("Begin Lesson");
  click("Continue");
  click("Continue");
  expect(stepHeading()).toBe("Quiz 1");
  return rendered;
}

/** Right answers through the popups, the tips and the micro quiz, to the reflection. */
function toReflection({ journalFails = false } = {}) {
  const rendered = toQuizOne(journalFails);
  fireEvent.click(choice("You're hungry!"));
  click("Continue");
  fireEvent.click(choice("Stay close and calm"));
  click("Continue");
  for (let tip = 1; tip < 6; tip += 1) click("Next tip");
  click("Continue");
  for (let question = 1; question <= 5; question += 1) {
    fireEvent.click(choice(`Wrong answer ${question}`));
    click(question < 5 ? "Next Question" : "Continue to Reflection");
  }
  expect(stepHeading()).toBe("Reflection Activity");
  return rendered;
}

describe("StepsPlayer: Snack Attack (lesson 10)", () => {
  it("opens on the intro screen, then the first of 7 steps", () => {
    const { onProgress } = renderSnack();
    expect(screen.getByRole("heading", { name: "Snack Attack!" })).toBeTruthy();
    expect(screen.getByRole("img", { name: "Pip waves hello" })).toBeTruthy();
    expect(onProgress).toHaveBeenLastCalledWith(0);
    click("Begin Lesson");
    expect(stepHeading()).toBe("Snack Attack");
    expect(screen.getByText("Step 1 of 7")).toBeTruthy();
    expect(onProgress).toHaveBeenLastCalledWith(14);
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Snack Attack", level: 2 }));
  });

  it("on step 2 a wrong pick's Try Again clears it, and B's popup Continue moves on", () => {
    toQuizOne();
    expect(button("Continue").disabled).toBe(true);
    fireEvent.click(choice("No snacks, end of story."));
    const popup = screen.getByRole("dialog");
    expect(within(popup).getByText("Try Again!")).toBeTruthy();
    expect(popup.textContent).toContain("Why this approach might not work: A flat no skips Pip's hunger.");
    click("Try Again");
    expect(choice("No snacks, end of story.").getAttribute("aria-pressed")).toBe("false");
    expect(button("Continue").disabled).toBe(true);

    fireEvent.click(choice("You're hungry!"));
    expect(within(screen.getByRole("dialog")).getByText("Great choice!")).toBeTruthy();
    expect(screen.getByRole("dialog").textContent).toContain("You named the feeling and held the limit.");
    click("Continue");
    expect(stepHeading()).toBe("Follow-up Scenario");
  });

  it("on step 3 takes both B and D as right, and not A", () => {
    toQuizOne();
    fireEvent.click(choice("You're hungry!"));
    click("Continue");
    fireEvent.click(choice("Offer a choice"));
    expect(within(screen.getByRole("dialog")).getByText("Great choice!")).toBeTruthy();
    // Escape on a right answer's popup only closes it; Continue is then open.
    fireEvent.keyDown(document.activeElement ?? document.body, { key: "Escape" });
    expect(dialog()).toBeNull();
    expect(button("Continue").disabled).toBe(false);
    fireEvent.click(choice("Okay, crackers then."));
    expect(within(screen.getByRole("dialog")).getByText("Try Again!")).toBeTruthy();
    click("Try Again");
    fireEvent.click(choice("Stay close and calm"));
    expect(within(screen.getByRole("dialog")).getByText("Great choice!")).toBeTruthy();
  });

  it("locks each micro quiz question on its answer, then offers Next Question and Continue to Reflection", () => {
    vi.useFakeTimers();
    toQuizOne();
    fireEvent.click(choice("You're hungry!"));
    click("Continue");
    fireEvent.click(choice("Stay close and calm"));
    click("Continue");
    for (let tip = 1; tip < 6; tip += 1) click("Next tip");
    click("Continue");

    expect(screen.getByText("Question 1 of 5")).toBeTruthy();
    expect(button("Next Question").disabled).toBe(true);
    fireEvent.click(choice("Right answer 1"));
    expect(button("Next Question").disabled).toBe(true);
    act(() => vi.advanceTimersByTime(CORRECT_PANEL_DELAY_MS));
    expect(screen.getByRole("heading", { name: "Great choice!" })).toBeTruthy();
    // Locked: another pick changes nothing.
    fireEvent.click(choice("Wrong answer 1"));
    expect(choice("Right answer 1").getAttribute("aria-pressed")).toBe("true");
    click("Next Question");

    fireEvent.click(choice("Wrong answer 2"));
    // A locked question cannot be retried, so its panel does not say "Try Again!".
    expect(screen.getByRole("heading", { name: "Let's try a different approach" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Try Again!" })).toBeNull();
    expect(choice("Right answer 2").textContent).toContain("Right answer");
    expect(choice("Wrong answer 2").textContent).toContain("Your answer");
    fireEvent.click(choice("Right answer 2"));
    expect(choice("Wrong answer 2").getAttribute("aria-pressed")).toBe("true");
    click("Next Question");
    for (let question = 3; question <= 4; question += 1) {
      fireEvent.click(choice(`Wrong answer ${question}`));
      expect(screen.queryByRole("button", { name: "Continue to Reflection" })).toBeNull();
      click("Next Question");
    }
    expect(screen.getByText("Question 5 of 5")).toBeTruthy();
    expect(button("Continue to Reflection").disabled).toBe(true);
    fireEvent.click(choice("Wrong answer 5"));
    click("Continue to Reflection");
    expect(stepHeading()).toBe("Reflection Activity");
  });

  it("hands the reflection with its feeling to the frame's journal and completes the lesson", async () => {
    const { onComplete, saveReflection } = toReflection();
    const save = button("Save Reflection to Journal");
    // A journal entry from this step needs a feeling; nothing else is required.
    expect(save.disabled).toBe(true);
    expect(screen.getAllByRole("radio")).toHaveLength(3);
    fireEvent.change(screen.getByLabelText("What helped Pip most today?"), {
      target: { value: "  Naming the hunger  " },
    });
    fireEvent.click(screen.getByRole("radio", { name: "Hopeful" }));
    fireEvent.click(save);

    await waitFor(() => expect(onComplete).toHaveBeenCalledWith(100, expect.objectContaining({ kind: "first-try" })));
    expect(saveReflection).toHaveBeenCalledTimes(1);
    expect(saveReflection).toHaveBeenCalledWith({
      feeling: "Hopeful",
      notes: "What helped Pip most today?\nNaming the hunger",
    });
  });

  it("stays on the reflection when the journal cannot save", async () => {
    const { onComplete, saveReflection } = toReflection({ journalFails: true });
    fireEvent.click(screen.getByRole("radio", { name: "Tired" }));
    fireEvent.change(screen.getByLabelText("What helped Pip most today?"), { target: { value: "Snacks" } });
    click("Save Reflection to Journal");
    await waitFor(() => expect(saveReflection).toHaveBeenCalledTimes(1));
    expect(onComplete).not.toHaveBeenCalled();
    expect(stepHeading()).toBe("Reflection Activity");
    await waitFor(() => expect(button("Save Reflection to Journal").disabled).toBe(false));
  });

  it("lets the parent finish without saving, since the snack reflection has no required fields", () => {
    const { onComplete, saveReflection } = toReflection();
    click("Finish Without Saving");
    expect(onComplete).toHaveBeenCalledWith(100, expect.objectContaining({ kind: "first-try" }));
    expect(saveReflection).not.toHaveBeenCalled();
  });
});
