// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import type { MultipleChoiceContent } from "@shared/content/content-schemas";
import { createLesson } from "../test-lessons";
import { MultipleChoicePlayer } from "./multiple-choice-player";

const content: MultipleChoiceContent = {
  scenario: 'Pip\'s block tower crashes down and Pip throws a block across the room, wailing "I HATE towers!"',
  question: "What could you say first?",
  options: [
    '"Don\'t throw things! You could hurt someone."',
    '"Oh no, your tall tower fell down. That\'s so frustrating!"',
    "\"It's only blocks, sweetie. Let's build another one.\"",
    '"If you throw again, the blocks go away."',
  ],
  correctAnswer: 1,
  explanation: "Naming the feeling tells Pip you understand.",
  optionFeedback: [
    "Safety matters, and you'll get to it.",
    "A child who feels understood calms down sooner.",
    "Cheering Pip up is loving, but 'only blocks' tells Pip the feeling is wrong.",
    "Leading with a threat skips the feeling.",
  ],
};

function renderPlayer(saved?: unknown) {
  const onComplete = vi.fn();
  const onProgress = vi.fn();
  const onStateChange = vi.fn();
  render(
    <MultipleChoicePlayer
      lesson={createLesson()}
      content={content}
      onComplete={onComplete}
      onProgress={onProgress}
      saved={saved}
      onStateChange={onStateChange}
    />,
  );
  return { onComplete, onProgress, onStateChange };
}

const option = (index: number) => screen.getAllByRole("radio", { hidden: true })[index]!;
const sheet = () => document.querySelector<HTMLElement>("[data-feedback-sheet]");
const sheetButton = (name: string) => within(sheet()!).getByRole("button", { name });

afterEach(cleanup);

describe("MultipleChoicePlayer", () => {
  it("shows the scenario, the question and four options in a labelled radio group", () => {
    renderPlayer();
    expect(screen.getByText(content.scenario)).toBeTruthy();
    expect(screen.getByRole("radiogroup", { name: content.question })).toBeTruthy();
    expect(screen.getAllByRole("radio")).toHaveLength(4);
  });

  it("keeps Submit Answer disabled until an option is picked", () => {
    const { onProgress } = renderPlayer();
    const submit = screen.getByRole("button", { name: "Submit Answer" }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(onProgress).toHaveBeenLastCalledWith(0);
    fireEvent.click(option(2));
    expect(option(2).getAttribute("aria-checked")).toBe("true");
    expect(submit.disabled).toBe(false);
  });

  it("moves the pick with the arrow keys", () => {
    renderPlayer();
    fireEvent.click(option(0));
    fireEvent.keyDown(option(0), { key: "ArrowDown" });
    expect(option(1).getAttribute("aria-checked")).toBe("true");
    expect(document.activeElement).toBe(option(1));
    fireEvent.keyDown(option(1), { key: "ArrowUp" });
    fireEvent.keyDown(option(0), { key: "ArrowUp" });
    expect(option(3).getAttribute("aria-checked")).toBe("true");
  });

  it("moves the pick to the next option with the left arrow when the page reads right to left", () => {
    document.documentElement.dir = "rtl";
    try {
      renderPlayer();
      fireEvent.click(option(0));
      fireEvent.keyDown(option(0), { key: "ArrowLeft" });
      expect(option(1).getAttribute("aria-checked")).toBe("true");
      fireEvent.keyDown(option(1), { key: "ArrowRight" });
      expect(option(0).getAttribute("aria-checked")).toBe("true");
    } finally {
      document.documentElement.removeAttribute("dir");
    }
  });

  it("locks the answer after submitting and raises the sheet with the feedback and explanation", () => {
    const { onProgress } = renderPlayer();
    fireEvent.click(option(2));
    fireEvent.click(screen.getByRole("button", { name: "Submit Answer" }));

    expect(onProgress).toHaveBeenLastCalledWith(50);
    expect(screen.queryByRole("button", { name: "Submit Answer", hidden: true })).toBeNull();
    expect(within(sheet()!).getByText(content.optionFeedback[2]!)).toBeTruthy();
    expect(within(sheet()!).getByText(content.explanation)).toBeTruthy();
    // Focus goes into the sheet, on its one button.
    expect(document.activeElement).toBe(sheetButton("Complete Lesson"));

    fireEvent.click(option(1));
    fireEvent.keyDown(option(2), { key: "ArrowDown" });
    expect(option(2).getAttribute("aria-checked")).toBe("true");
    expect(option(1).getAttribute("aria-checked")).toBe("false");
    expect(option(3).getAttribute("aria-checked")).toBe("false");
  });

  it("reports 100 for the right answer from the sheet's Complete Lesson, once", () => {
    const { onComplete, onProgress } = renderPlayer();
    fireEvent.click(option(1));
    fireEvent.click(screen.getByRole("button", { name: "Submit Answer" }));
    expect(within(sheet()!).getByRole("heading", { name: /that's the one/i })).toBeTruthy();
    expect(onComplete).not.toHaveBeenCalled();

    const complete = sheetButton("Complete Lesson");
    fireEvent.click(complete);
    fireEvent.click(complete);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith(100, { right: 1, total: 1, kind: "one-answer" });
    expect(onProgress).toHaveBeenLastCalledWith(100);
    expect(sheet()).toBeNull();
  });

  it("reports 60 for a wrong answer and kindly shows which one helps most", () => {
    const { onComplete } = renderPlayer();
    fireEvent.click(option(3));
    fireEvent.click(screen.getByRole("button", { name: "Submit Answer" }));
    expect(within(sheet()!).getByText(content.optionFeedback[3]!)).toBeTruthy();
    expect(within(sheet()!).getByText("What tends to help most:", { exact: false })).toBeTruthy();
    expect(option(1).textContent).toContain("Best answer");
    expect(option(3).textContent).toContain("Your answer");

    fireEvent.click(sheetButton("Complete Lesson"));
    expect(onComplete).toHaveBeenCalledWith(60, { right: 0, total: 1, kind: "one-answer" });
  });

  it("closes with Escape to leave the marks in view, Complete Lesson below them, and focus on it", async () => {
    const { onComplete, onStateChange } = renderPlayer();
    fireEvent.click(option(3));
    fireEvent.click(screen.getByRole("button", { name: "Submit Answer" }));
    fireEvent.keyDown(sheet()!, { key: "Escape" });
    expect(sheet()).toBeNull();
    expect(onComplete).not.toHaveBeenCalled();
    expect(onStateChange).toHaveBeenLastCalledWith({ selected: 3, stage: "answered", sheetOpen: false });
    const below = screen.getByRole("button", { name: "Complete Lesson" });
    // Submit Answer is gone, so focus comes back to what replaced it.
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(document.activeElement).toBe(below);
    fireEvent.click(below);
    expect(onComplete).toHaveBeenCalledWith(60, { right: 0, total: 1, kind: "one-answer" });
  });

  it("reopens the sheet after a reload when it was open, and not when it was closed", () => {
    renderPlayer({ selected: 3, stage: "answered", sheetOpen: true });
    expect(within(sheet()!).getByText(content.optionFeedback[3]!)).toBeTruthy();
    cleanup();
    renderPlayer({ selected: 3, stage: "answered", sheetOpen: false });
    expect(sheet()).toBeNull();
    expect(screen.getByRole("button", { name: "Complete Lesson" })).toBeTruthy();
    expect(option(3).textContent).toContain("Your answer");
  });
});
