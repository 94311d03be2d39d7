// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import type { EmotionalSelectorContent } from "@shared/content/content-schemas";
import { createLesson } from "../test-lessons";
import { EmotionalSelectorPlayer } from "./emotional-selector-player";

const content: EmotionalSelectorContent = {
  scenario: 'Zo has to go home early. Pip kicks the cushion den flat and shouts, "I don\'t LIKE Zo anymore!"',
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

function renderPlayer(played: EmotionalSelectorContent = content) {
  const onComplete = vi.fn();
  const onProgress = vi.fn();
  render(
    <EmotionalSelectorPlayer
      lesson={createLesson({ activityType: "emotional-selector" })}
      content={played}
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

  it("gives no hint of the answer before checking: how strongly each is felt shows only with the marks, for the feelings that fit", () => {
    renderPlayer();
    expect(chip("Sad").textContent).not.toContain("felt");
    expect(screen.queryByText(/bars/)).toBeNull();
    fireEvent.click(chip("Sad"));
    fireEvent.click(checkButton());
    // In words as well as bars.
    expect(chip("Sad").textContent).toContain("felt very strongly");
    // Bored does not fit the scene: no strength is drawn for it.
    expect(chip("Bored").textContent).not.toContain("felt");
  });

  it("marks right, wrong and missed feelings, explains in the sheet until Continue, then reports the formula's score", () => {
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
    const sheet = screen.getByRole("dialog", { name: "Here's what might be going on inside" });
    expect(within(sheet).getByText(content.explanation)).toBeTruthy();
    expect(within(sheet).getByText("You spotted 2 of 3 feelings that fit.")).toBeTruthy();
    expect(onProgress).toHaveBeenLastCalledWith(90);

    // No timer moves past the explanation.
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(onComplete).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog")).toBeTruthy();

    fireEvent.click(within(sheet).getByRole("button", { name: "Continue" }));
    // (2 right − 1 wrong − 0.5 × 1 missed) / 3 × 100 = 16.67 → 17
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith(17, { right: 2, total: 3, kind: "spotted" });
    expect(onProgress).toHaveBeenLastCalledWith(100);
  });

  it("reports 100 when exactly the fitting feelings are picked", () => {
    const { onComplete } = renderPlayer();
    for (const label of ["Angry", "Sad", "Disappointed"]) fireEvent.click(chip(label));
    fireEvent.click(checkButton());
    expect(screen.getByRole("dialog", { name: "You read those feelings perfectly!" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(onComplete).toHaveBeenCalledWith(100, { right: 3, total: 3, kind: "spotted" });
  });

  it("reports 0, not a negative score, when every pick is wrong", () => {
    const { onComplete } = renderPlayer();
    fireEvent.click(chip("Bored"));
    fireEvent.click(chip("Relieved"));
    fireEvent.click(checkButton());
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(onComplete).toHaveBeenCalledWith(0, { right: 0, total: 3, kind: "spotted" });
  });

  it("locks the picks once checked; Escape closes the sheet and Continue stays on the page", () => {
    const { onComplete } = renderPlayer();
    fireEvent.click(chip("Sad"));
    fireEvent.click(checkButton());
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.click(chip("Angry"));
    fireEvent.click(chip("Sad"));
    expect(chip("Angry").getAttribute("aria-pressed")).toBe("false");
    expect(chip("Sad").getAttribute("aria-pressed")).toBe("true");
    expect(screen.queryByText("Check My Answers")).toBeNull();
    expect(onComplete).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it("reports nothing when the player is closed before Continue", () => {
    const { onComplete } = renderPlayer();
    fireEvent.click(chip("Sad"));
    fireEvent.click(checkButton());
    cleanup();
    expect(onComplete).not.toHaveBeenCalled();
  });

  it("marks nothing right or wrong when the feelings are the parent's own, and accepts whatever was named", () => {
    const { onComplete } = renderPlayer({
      ...content,
      question: "What might you be feeling right now? Pick all that fit.",
      correctEmotions: [],
      reflection: true,
    });
    expect(screen.getByText("Choose every feeling that fits. There are no wrong answers here.")).toBeTruthy();
    fireEvent.click(chip("Bored"));
    fireEvent.click(screen.getByText("Done").closest("button") as HTMLButtonElement);

    expect(screen.getByText("Thank you for naming them")).toBeTruthy();
    expect(screen.getByText("You named 1 feeling. Every one of them is allowed.")).toBeTruthy();
    expect(screen.queryByText(/Less likely|Spot on|Missed/)).toBeNull();
    expect(chipItem("Bored").textContent).not.toMatch(/felt/);

    fireEvent.click(screen.getAllByText("Continue")[0]!.closest("button") as HTMLButtonElement);
    expect(onComplete).toHaveBeenCalledWith(100, { right: 0, total: 0, kind: "spotted" });
  });
});
