// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import type { EmotionalSelectorContent } from "../../../../shared/content/content-schemas";
import { createLesson } from "../test-lessons";
import { EmotionalSelectorPlayer } from "./emotional-selector-player";

const content: EmotionalSelectorContent = {
  scenario: "Zo has to go home early. Pip kicks the cushion den flat and shouts, \"I don't LIKE Zo anymore!\"",
  question: "What might Pip be feeling? Pick all that fit.",
  emotions: [
    { id: "sad", label: "Sad", intensity: "high" },
    { id: "disappointed", label: "Disappointed", intensity: "high" },
    { id: "angry", label: "Angry", intensity: "medium" },
    { id: "bored", label: "Bored", intensity: "low" },
    { id: "relieved", label: "Relieved", intensity: "low" },
  ],
  correctEmotions: ["sad", "disappointed", "angry"],
  explanation: "Sadness, disappointment and anger can come all at once.",
};

function renderPlayer() {
  const onComplete = vi.fn();
  const onProgress = vi.fn();
  render(
    <EmotionalSelectorPlayer
      lesson={createLesson({ activityType: "emotional-selector" })}
      content={content}
      onComplete={onComplete}
      onProgress={onProgress}
    />,
  );
  return { onComplete, onProgress };
}

// Found by visible text (role queries are slow in jsdom); the closest button is what a person taps.
const chip = (label: string) => screen.getByText(label, { selector: "span" }).closest("button") as HTMLButtonElement;
const chipItem = (label: string) => chip(label).closest("li") as HTMLElement;
const checkButton = () => screen.getByText("Check My Answers").closest("button") as HTMLButtonElement;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("EmotionalSelectorPlayer", () => {
  it("keeps Check My Answers disabled until at least one feeling is picked", () => {
    const { onProgress } = renderPlayer();
    expect(checkButton().disabled).toBe(true);
    expect(onProgress).toHaveBeenLastCalledWith(0);

    fireEvent.click(chip("Sad"));
    expect(chip("Sad").getAttribute("aria-pressed")).toBe("true");
    expect(checkButton().disabled).toBe(false);

    fireEvent.click(chip("Sad"));
    expect(chip("Sad").getAttribute("aria-pressed")).toBe("false");
    expect(checkButton().disabled).toBe(true);
  });

  it("tells how strongly each feeling might be felt in words, not only bars", () => {
    renderPlayer();
    expect(chip("Sad").textContent).toContain("felt very strongly");
    expect(chip("Bored").textContent).toContain("felt a little");
  });

  it("marks right, wrong and missed feelings in words and reports the formula's score after 2 seconds", () => {
    const { onComplete, onProgress } = renderPlayer();
    fireEvent.click(chip("Sad"));
    fireEvent.click(chip("Disappointed"));
    fireEvent.click(chip("Bored"));
    fireEvent.click(checkButton());

    expect(within(chipItem("Sad")).getByText(/Spot on/)).toBeTruthy();
    expect(within(chipItem("Disappointed")).getByText(/Spot on/)).toBeTruthy();
    expect(within(chipItem("Bored")).getByText(/Less likely/)).toBeTruthy();
    expect(within(chipItem("Angry")).getByText(/Missed/)).toBeTruthy();
    expect(within(chipItem("Relieved")).queryByText(/Spot on|Less likely|Missed/)).toBeNull();
    expect(screen.getByText(content.explanation)).toBeTruthy();
    expect(screen.getByText("You spotted 2 of 3 feelings that fit.")).toBeTruthy();
    expect(onProgress).toHaveBeenLastCalledWith(90);

    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(onComplete).not.toHaveBeenCalled();

    act(() => {
      vi.advanceTimersByTime(1);
    });
    // (2 right − 1 wrong − 0.5 × 1 missed) / 3 × 100 = 16.67 → 17
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith(17);
    expect(onProgress).toHaveBeenLastCalledWith(100);

    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it("reports 100 when exactly the fitting feelings are picked", () => {
    const { onComplete } = renderPlayer();
    for (const label of ["Angry", "Sad", "Disappointed"]) fireEvent.click(chip(label));
    fireEvent.click(checkButton());
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(onComplete).toHaveBeenCalledWith(100);
  });

  it("reports 0, not a negative score, when every pick is wrong", () => {
    const { onComplete } = renderPlayer();
    fireEvent.click(chip("Bored"));
    fireEvent.click(chip("Relieved"));
    fireEvent.click(checkButton());
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(onComplete).toHaveBeenCalledWith(0);
  });

  it("locks the picks once checked", () => {
    renderPlayer();
    fireEvent.click(chip("Sad"));
    fireEvent.click(checkButton());
    fireEvent.click(chip("Angry"));
    fireEvent.click(chip("Sad"));
    expect(chip("Angry").getAttribute("aria-pressed")).toBe("false");
    expect(chip("Sad").getAttribute("aria-pressed")).toBe("true");
    expect(screen.queryByText("Check My Answers")).toBeNull();
  });

  it("reports nothing when the player is closed before the 2 seconds are up", () => {
    const { onComplete } = renderPlayer();
    fireEvent.click(chip("Sad"));
    fireEvent.click(checkButton());
    cleanup();
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(onComplete).not.toHaveBeenCalled();
  });
});
