// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { lessonStatuses } from "../../../shared/rules/locks";
import type { Level, LessonSummary } from "../../../shared/schemas/learning";
import { LessonPath } from "./lesson-path";

function createLevel(overrides: Partial<Level> & { id: number }): Level {
  return {
    title: `Level ${overrides.id}`,
    description: "A level",
    icon: "star",
    color: "blue",
    order: overrides.id,
    isLocked: overrides.id !== 1,
    totalLessons: 9,
    ...overrides,
  };
}

function createLesson(overrides: Partial<LessonSummary> & { id: number; levelId: number; order: number }): LessonSummary {
  return {
    title: `Lesson ${overrides.id}`,
    description: "What to say when feelings run high",
    xpReward: 20,
    activityType: "multiple-choice",
    skill: "emotional-validation",
    ...overrides,
  };
}

// 45 lessons: five levels of nine.
const levels = [1, 2, 3, 4, 5].map((id) => createLevel({ id, title: id === 3 ? "Setting Limits" : `Level ${id}` }));
const lessons = Array.from({ length: 45 }, (_, i) => createLesson({ id: i + 1, levelId: Math.floor(i / 9) + 1, order: (i % 9) + 1 }));

/** jsdom has no layout: the path's container starts 600 px down the page and moves up as the page scrolls. */
function placePathAt(pageTop: number) {
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (this: HTMLElement) {
    const top = this.getAttribute("aria-label") === "Lesson path" ? pageTop - window.scrollY : 0;
    return { top, bottom: top, left: 0, right: 0, width: 0, height: 0, x: 0, y: top, toJSON: () => ({}) } as DOMRect;
  });
}

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, "scrollY", { configurable: true, value: y });
    window.dispatchEvent(new Event("scroll"));
  });
}

function renderedLessonTitles(): string[] {
  return within(screen.getByRole("list", { name: "Lesson path" }))
    .getAllByRole("article")
    .map((card) => within(card).getByRole("heading").textContent ?? "");
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  Object.defineProperty(window, "scrollY", { configurable: true, value: 0 });
});

describe("LessonPath", () => {
  it("renders only the lessons within one viewport of the visible area out of 45", () => {
    placePathAt(600);
    const completed = new Set([1, 2]);
    render(<LessonPath levels={levels} lessons={lessons} statuses={lessonStatuses(levels, lessons, completed)} />);

    const titles = renderedLessonTitles();
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.length).toBeLessThan(10);
    expect(titles).toEqual(["Lesson 1"]);
    expect(screen.getByRole("list", { name: "Lesson path" }).style.height).toBe(`${300 + 700 * 44 + 500 + 700}px`);
  });

  it("swaps the rendered lessons as the page scrolls, keeping fewer than 10", () => {
    placePathAt(600);
    render(<LessonPath levels={levels} lessons={lessons} statuses={lessonStatuses(levels, lessons, new Set())} />);

    // Viewport top at 20 600 px of the page = 20 000 px into the path: the window is [19 232, 21 536).
    scrollTo(20_600);
    const titles = renderedLessonTitles();
    expect(titles.length).toBeLessThan(10);
    expect(titles).toContain("Lesson 28");
    expect(titles).not.toContain("Lesson 1");
  });

  it("shows the scroll hint until the page has scrolled more than 100 px", () => {
    placePathAt(600);
    render(<LessonPath levels={levels} lessons={lessons} statuses={lessonStatuses(levels, lessons, new Set())} />);
    expect(screen.getByText("Scroll down to explore more lessons")).toBeTruthy();
    scrollTo(101);
    expect(screen.queryByText("Scroll down to explore more lessons")).toBeNull();
  });

  it("shows status badges and actions by the lock rule", () => {
    placePathAt(0);
    render(<LessonPath levels={levels} lessons={lessons} statuses={lessonStatuses(levels, lessons, new Set([1]))} />);
    scrollTo(800);
    const [first, second, third] = screen.getAllByRole("article");
    expect(within(first!).getByText("Completed")).toBeTruthy();
    expect(within(first!).getByText("+20 XP")).toBeTruthy();
    expect(within(first!).getByRole("link", { name: /Step In to Support/ }).getAttribute("href")).toBe("/lessons/1/lesson/1");
    expect(within(second!).getByText("In Progress")).toBeTruthy();
    expect(within(second!).getByRole("link", { name: /Continue Activity/ })).toBeTruthy();
    expect(within(third!).getByRole("button", { name: /Locked/ })).toHaveProperty("disabled", true);
  });
});
