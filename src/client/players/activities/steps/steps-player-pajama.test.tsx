// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { pajamaPuzzle } from "./step-fixtures";
import { button, choice, click, dialog, renderSteps, stepHeading } from "./test-support";
import { CORRECT_PANEL_DELAY_MS } from "./use-steps-lesson";

vi.mock("@client/components/ui/toast", () => ({ notify: vi.fn() }));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/** Through the two story steps to the first choice (step 2). */
function toFirstChoice() {
  const rendered = renderSteps(pajamaPuzzle, "pajamaPuzzle");
  click("Continue");
  click("Continue");
  expect(stepHeading()).toBe("First Move");
  return rendered;
}

describe("StepsPlayer: Pajama Puzzle (lesson 19)", () => {
  it("shows the percentage complete of 13 steps, and Previous from the second step", () => {
    const { onProgress } = renderSteps(pajamaPuzzle, "pajamaPuzzle");
    expect(screen.getByText("8% Complete")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Previous" })).toBeNull();
    click("Continue");
    expect(screen.getByText("15% Complete")).toBeTruthy();
    expect(onProgress).toHaveBeenLastCalledWith(15);
    click("Previous");
    expect(stepHeading()).toBe("Pajama Time");
    expect(onProgress).toHaveBeenLastCalledWith(8);
  });

  it("shows the right answer's panel and opens Continue only after 500 ms", () => {
    toFirstChoice();
    expect(button("Continue").disabled).toBe(true);
    fireEvent.click(choice("Stars or stripes tonight?"));
    expect(dialog()).toBeNull();
    wait(CORRECT_PANEL_DELAY_MS - 1);
    expect(screen.queryByRole("heading", { name: "Great choice!" })).toBeNull();
    expect(button("Continue").disabled).toBe(true);
    wait(1);
    expect(screen.getByRole("heading", { name: "Great choice!" })).toBeTruthy();
    expect(screen.getByText("A small real choice gives Zo some power.")).toBeTruthy();
    expect(button("Continue").disabled).toBe(false);
  });

  it("shows a wrong pick's own feedback at once and still lets the parent continue", () => {
    toFirstChoice();
    fireEvent.click(choice("Put them on now."));
    expect(screen.getByRole("heading", { name: "Let's try a different approach" })).toBeTruthy();
    expect(screen.getByText("Why this approach might not work:")).toBeTruthy();
    expect(screen.getByText("Orders invite a power struggle.", { exact: false })).toBeTruthy();
    expect(button("Continue").disabled).toBe(false);
    // The pick is locked: the right answer can't be taken after seeing the feedback.
    fireEvent.click(choice("Stars or stripes tonight?"));
    expect(choice("Put them on now.").getAttribute("aria-pressed")).toBe("true");
    click("Continue");
    expect(stepHeading()).toBe("What Happened");
  });

  it("keeps answers when going back with Previous", () => {
    toFirstChoice();
    fireEvent.click(choice("Put them on now."));
    click("Continue");
    click("Previous");
    expect(stepHeading()).toBe("First Move");
    expect(choice("Put them on now.").getAttribute("aria-pressed")).toBe("true");
    expect(button("Continue").disabled).toBe(false);
  });

  it("scores +10 per right choice and +5 per right quiz question, needs the tips and reflection, and reports the score", async () => {
    const { onComplete } = toFirstChoice();
    fireEvent.click(choice("Stars or stripes tonight?"));
    wait(CORRECT_PANEL_DELAY_MS);
    click("Continue");
    click("Continue");
    fireEvent.click(choice("Chase and shout."));
    click("Continue");
    click("Continue");
    fireEvent.click(choice("Two stories, then lights out."));
    wait(CORRECT_PANEL_DELAY_MS);
    click("Continue");

    expect(stepHeading()).toBe("Monster Tips");
    expect(button("Continue").disabled).toBe(true);
    for (let tip = 1; tip < 6; tip += 1) click("Next tip");
    click("Continue");

    fireEvent.click(choice("Both are fine with you"));
    wait(CORRECT_PANEL_DELAY_MS);
    click("Next Question");
    fireEvent.click(choice("It is strict"));
    click("Continue");
    click("Continue");
    click("Continue");

    expect(stepHeading()).toBe("Reflection");
    expect(screen.getByText("Please complete all reflection prompts to continue.")).toBeTruthy();
    expect(button("Complete Lesson").disabled).toBe(true);
    fireEvent.change(screen.getByLabelText("What choice could you offer tonight?"), {
      target: { value: "Stars or stripes" },
    });
    fireEvent.change(screen.getByLabelText("What will you say if it goes wrong?"), {
      target: { value: "Let's try again" },
    });
    expect(screen.queryByText("Please complete all reflection prompts to continue.")).toBeNull();
    click("Complete Lesson");

    // Leaving the reflection saves it to the journal first.
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    expect(stepHeading()).toBe("Puzzle Solved!");
    expect(screen.getByText("Saved to your journal")).toBeTruthy();
    // 10 + 10 (two right choices) + 5 (one right quiz question) of 40.
    expect(screen.getByText("25 / 40")).toBeTruthy();
    expect(onComplete).not.toHaveBeenCalled();
    click("Finish");
    expect(onComplete).toHaveBeenCalledWith(63, expect.objectContaining({ kind: "first-try" }));
  });
});
