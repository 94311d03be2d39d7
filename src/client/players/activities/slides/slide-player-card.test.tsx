// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { SlideLessonContent } from "@shared/content/content-schemas";
import { createLesson } from "../test-lessons";
import { SlidePlayer } from "./slide-player";
import { createSlideContent } from "./test-slide-lesson";

afterEach(cleanup);

function renderCard(content: SlideLessonContent = createSlideContent()) {
  const onComplete = vi.fn();
  const onProgress = vi.fn();
  const lesson = createLesson({
    title: "Why Didn't You Pick Me?",
    activityType: "slides",
    play: { slideLayout: "card" },
  });
  render(<SlidePlayer lesson={lesson} content={content} onComplete={onComplete} onProgress={onProgress} />);
  return { onComplete, onProgress };
}

const button = (name: string) => screen.getByRole("button", { name });
const option = (text: RegExp) => screen.getByRole("button", { name: text });

/** Walks from the intro to slide `number` (1-based), answering each question right. */
function goToSlide(number: number) {
  for (let current = 1; current < number; current += 1) {
    const heading = screen.getAllByRole("heading", { level: 2 })[0]!.textContent ?? "";
    const n = /Question (\d)/.exec(heading)?.[1];
    if (n) fireEvent.click(option(new RegExp(`^Q${n} ${n === "1" ? "B" : "C"}:`)));
    fireEvent.click(screen.getByRole("button", { name: current === 1 ? "Start Lesson" : "Continue" }));
  }
}

describe("SlidePlayer, card layout (Why Didn't You Pick Me?)", () => {
  it("labels the slide and the rounded percent, and starts with 'Start Lesson'", () => {
    const { onProgress } = renderCard();
    expect(screen.getByText("Slide 1 of 12")).toBeTruthy();
    expect(screen.getByText("8% Complete")).toBeTruthy();
    expect(screen.getByRole("progressbar", { name: "Slides completed" }).getAttribute("aria-valuenow")).toBe("8");
    expect(onProgress).toHaveBeenLastCalledWith(8);
    expect(screen.queryByRole("button", { name: /^(Next|Previous|Continue)$/ })).toBeNull();
    fireEvent.click(button("Start Lesson"));
    expect(screen.getByText("Slide 2 of 12")).toBeTruthy();
    expect(screen.getByText("17% Complete")).toBeTruthy();
    expect(onProgress).toHaveBeenLastCalledWith(17);
    expect(button("Continue")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Previous" })).toBeNull();
  });

  it("shows only the first 3 info blocks", () => {
    renderCard();
    goToSlide(4);
    expect(screen.getByRole("heading", { name: "Block three" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Block four" })).toBeNull();
    expect(screen.queryByText("I want a grown-up close.")).toBeNull();
  });

  it("locks a question on a pick; a wrong pick shows 'Incorrect', its feedback and 'Try Again' in the sheet, which unlocks it", () => {
    renderCard();
    goToSlide(5);
    expect(screen.queryByRole("button", { name: "Continue" })).toBeNull();
    fireEvent.click(option(/^Q1 A:/));
    expect(screen.getByRole("dialog", { name: "Incorrect" })).toBeTruthy();
    expect(screen.getByText("Wrong A for question 1.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Continue" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: /^Q1 B:/, hidden: true }));
    expect(screen.getByRole("button", { name: /^Q1 B:/, hidden: true }).getAttribute("aria-pressed")).toBe("false");
    expect(screen.getByRole("button", { name: /^Q1 A:/, hidden: true }).getAttribute("aria-disabled")).toBe("true");

    fireEvent.click(button("Try Again"));
    expect(screen.queryByRole("heading", { name: "Incorrect" })).toBeNull();
    expect(option(/^Q1 A:/).getAttribute("aria-pressed")).toBe("false");
    expect(option(/^Q1 A:/).getAttribute("aria-disabled")).toBeNull();
  });

  it("judges by the index and shows 'Continue' after the right answer", () => {
    renderCard();
    goToSlide(5);
    fireEvent.click(option(/^Q1 D:/));
    expect(screen.getByRole("heading", { name: "Incorrect" })).toBeTruthy();
    fireEvent.click(button("Try Again"));
    fireEvent.click(option(/^Q1 B:/));
    expect(screen.getByRole("heading", { name: "Correct" })).toBeTruthy();
    expect(screen.getByText("helps Pip feel seen").tagName).toBe("STRONG");
    expect(screen.queryByRole("button", { name: "Try Again" })).toBeNull();
    fireEvent.click(button("Continue"));
    expect(screen.getByText("Slide 6 of 12")).toBeTruthy();
  });

  it("shows every tip at once in a grid and lets the parent continue", () => {
    renderCard();
    goToSlide(7);
    expect(screen.getByRole("heading", { name: "Growler Tips" })).toBeTruthy();
    expect(screen.getAllByRole("listitem")).toHaveLength(6);
    expect(screen.queryByText(/^Tip 1 of/)).toBeNull();
    fireEvent.click(button("Continue"));
    expect(screen.getByText("Slide 8 of 12")).toBeTruthy();
  });

  it("thanks the parent and hides 'Complete Lesson' once the lesson is completed with 100", () => {
    const { onComplete, onProgress } = renderCard();
    goToSlide(12);
    expect(screen.getByText("Slide 12 of 12")).toBeTruthy();
    expect(screen.getByText("100% Complete")).toBeTruthy();
    expect(onProgress).toHaveBeenLastCalledWith(100);
    expect(
      screen.getByText("You've successfully completed this lesson on emotional validation and support!"),
    ).toBeTruthy();
    expect(screen.getByText("+50")).toBeTruthy();
    fireEvent.click(button("Complete Lesson"));
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith(100, { right: 6, total: 6, kind: "first-try" });
    expect(screen.queryByRole("button", { name: "Complete Lesson" })).toBeNull();
  });

  it("says 'Slide type not supported' for a slide it doesn't know", () => {
    const content = createSlideContent();
    content.slides.splice(1, 0, { type: "video" } as unknown as SlideLessonContent["slides"][number]);
    renderCard(content);
    fireEvent.click(button("Start Lesson"));
    expect(screen.getByText("Slide type not supported")).toBeTruthy();
    expect(screen.queryByText("Unknown slide type")).toBeNull();
    expect(button("Continue")).toBeTruthy();
  });

  it("says 'Feedback not available' when the right answer has no feedback", () => {
    const content = createSlideContent();
    content.mcqQuestions.mcq1!.feedbackResponses.correct = "";
    renderCard(content);
    goToSlide(5);
    fireEvent.click(option(/^Q1 B:/));
    expect(screen.getByText("Feedback not available")).toBeTruthy();
  });
});
