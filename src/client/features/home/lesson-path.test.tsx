// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { lessonStatuses } from "@shared/rules/locks";
import type { Level, LessonSummary } from "@shared/schemas/learning";
import { StartedLessonsContext } from "../../data/learning/started-lessons";
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

function createLesson(
  overrides: Partial<LessonSummary> & { id: number; levelId: number; order: number },
): LessonSummary {
  return {
    title: `Lesson ${overrides.id}`,
    description: `What lesson ${overrides.id} teaches`,
    xpReward: 20,
    activityType: "multiple-choice",
    skill: "emotional-validation",
    minutes: 4 + (overrides.id % 3),
    ...overrides,
  };
}

// 45 lessons: five levels of nine.
const levels = [1, 2, 3, 4, 5].map((id) =>
  createLevel({ id, title: id === 3 ? "Setting Limits" : `Level ${id}`, color: id === 2 ? "purple" : "blue" }),
);
const lessons = Array.from({ length: 45 }, (_, i) =>
  createLesson({ id: i + 1, levelId: Math.floor(i / 9) + 1, order: (i % 9) + 1, xpReward: 10 + i }),
);

function renderPath(completed: number[], started: ReadonlySet<number> = new Set()) {
  render(
    <Router hook={memoryLocation({ path: "/" }).hook}>
      <StartedLessonsContext.Provider value={started}>
        <LessonPath levels={levels} lessons={lessons} statuses={lessonStatuses(levels, lessons, new Set(completed))} />
      </StartedLessonsContext.Provider>
      <button type="button">Elsewhere</button>
    </Router>,
  );
  return screen.getByRole("list", { name: "Lesson path" });
}

const node = (name: string) => screen.getByRole("button", { name });
/** A level's banner: the disclosure button that opens and folds its lessons. */
const banner = (path: HTMLElement, title: string) =>
  within(path).getByRole("button", { name: new RegExp(`^(Level \\d+|Path for .+?) ${title} `) });

afterEach(cleanup);

describe("LessonPath", () => {
  it("opens at the next lesson's level with every other level folded behind its banner, and no card until one is opened", () => {
    const path = renderPath([1, 2]);
    // Each banner is a heading holding its disclosure button: the level's kicker, name and count.
    expect(
      within(path)
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      "Level 1 Level 1 2 of 9 lessons completed",
      "Level 2 Level 2 0 of 9 lessons completed",
      "Level 3 Setting Limits 0 of 9 lessons completed",
      "Level 4 Level 4 0 of 9 lessons completed",
      "Level 5 Level 5 0 of 9 lessons completed",
    ]);
    expect(within(path).getByRole("list", { name: "Level 1" }).querySelectorAll(":scope > li")).toHaveLength(9);
    expect(within(path).queryByRole("list", { name: "Setting Limits" })).toBeNull();
    expect(within(path).getAllByRole("button")).toHaveLength(5 + 9);
    expect(banner(path, "Level 1").getAttribute("aria-expanded")).toBe("true");
    expect(banner(path, "Setting Limits").getAttribute("aria-expanded")).toBe("false");
    expect(screen.getByText("2 of 9")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("opens a folded level with one tap on its banner and folds it again with a second", () => {
    const path = renderPath([1, 2]);
    const limits = banner(path, "Setting Limits");
    const trail = document.getElementById(limits.getAttribute("aria-controls")!)!;
    expect(trail.hidden).toBe(true);
    fireEvent.click(limits);
    expect(limits.getAttribute("aria-expanded")).toBe("true");
    expect(trail.hidden).toBe(false);
    expect(within(path).getByRole("list", { name: "Setting Limits" }).querySelectorAll(":scope > li")).toHaveLength(9);
    expect(node("Lesson 19, Locked")).toBeTruthy();
    fireEvent.click(limits);
    expect(limits.getAttribute("aria-expanded")).toBe("false");
    expect(within(path).queryByRole("list", { name: "Setting Limits" })).toBeNull();
  });

  it("opens at the level of the next lesson on a later level, the finished ones folded", () => {
    const path = renderPath([...Array.from({ length: 9 }, (_, i) => i + 1), 10]);
    expect(banner(path, "Level 2").getAttribute("aria-expanded")).toBe("true");
    expect(banner(path, "Level 1").getAttribute("aria-expanded")).toBe("false");
    expect(within(path).getByRole("list", { name: "Level 2" }).style.height).toBe("576px");
  });

  it("names a level written for one age group by its ages, never a number beside the bottom bar's Level", () => {
    const withAges = [...levels, createLevel({ id: 6, title: "Babies and Toddlers", ages: ["0-2"] })];
    const withBabyLessons = [...lessons, createLesson({ id: 46, levelId: 6, order: 1 })];
    render(
      <Router hook={memoryLocation({ path: "/" }).hook}>
        <LessonPath levels={withAges} lessons={withBabyLessons} statuses={lessonStatuses(withAges, withBabyLessons, new Set())} />
      </Router>,
    );
    const path = screen.getByRole("list", { name: "Lesson path" });
    expect(banner(path, "Babies and Toddlers").textContent).toContain("Path for ages 0–2");
    expect(banner(path, "Babies and Toddlers").textContent).not.toMatch(/Level \d/);
  });

  it("marks the next lesson Up next (Available until it is started), the finished ones Completed and the rest Locked by the lock rule", () => {
    const path = renderPath([1, 2]);
    fireEvent.click(banner(path, "Level 2"));
    expect(node("Lesson 1, Completed")).toBeTruthy();
    expect(node("Lesson 2, Completed")).toBeTruthy();
    const next = node("Lesson 3, Available");
    expect(within(next).getByText("Up next")).toBeTruthy();
    expect(node("Lesson 4, Locked")).toBeTruthy();
    expect(node("Lesson 10, Locked")).toBeTruthy();
    expect(screen.getAllByText("Up next")).toHaveLength(1);
  });

  it("says In Progress and Continue Activity only for a lesson with a saved place", () => {
    renderPath([1, 2], new Set([3]));
    const next = node("Lesson 3, In Progress");
    fireEvent.click(next);
    const card = screen.getByRole("dialog", { name: "Lesson 3" });
    expect(within(card).getByText("In Progress")).toBeTruthy();
    expect(within(card).getByRole("link", { name: "Continue Activity: Lesson 3" })).toBeTruthy();
    cleanup();
    renderPath([1, 2]);
    expect(node("Lesson 3, Available")).toBeTruthy();
    expect(screen.queryByText("In Progress")).toBeNull();
  });

  it("opens the next lesson's card on a tap, with its description, length, XP, badge and Start Activity", () => {
    renderPath([1, 2]);
    const next = node("Lesson 3, Available");
    fireEvent.click(next);
    expect(next.getAttribute("aria-expanded")).toBe("true");
    const card = screen.getByRole("dialog", { name: "Lesson 3" });
    expect(next.getAttribute("aria-controls")).toBe(card.id);
    expect(document.activeElement).toBe(card);
    expect(within(card).getByText("What lesson 3 teaches")).toBeTruthy();
    // The lesson's own time (lesson 3: 4 + 3 % 3), not a fixed "15-20 minutes".
    expect(within(card).getByText("About 4 min")).toBeTruthy();
    expect(within(card).getByText("+12 XP")).toBeTruthy();
    expect(within(card).getByText("Available")).toBeTruthy();
    expect(within(card).getByRole("link", { name: "Start Activity: Lesson 3" }).getAttribute("href")).toBe(
      "/lessons/1/lesson/3",
    );
    // A second tap on the node closes it.
    fireEvent.click(next);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("gives a completed lesson Step In to Support and a locked one a Locked button that does nothing, one card at a time", () => {
    const path = renderPath(Array.from({ length: 9 }, (_, i) => i + 1).concat(10));
    fireEvent.click(banner(path, "Level 1"));
    fireEvent.click(node("Lesson 1, Completed"));
    const completed = screen.getByRole("dialog", { name: "Lesson 1" });
    expect(within(completed).getByText("Completed")).toBeTruthy();
    expect(within(completed).getByRole("link", { name: "Step In to Support: Lesson 1" }).getAttribute("href")).toBe(
      "/lessons/1/lesson/1",
    );

    // Opening another node closes the first card: only one card at a time.
    fireEvent.click(node("Lesson 11, Available"));
    expect(screen.getAllByRole("dialog")).toHaveLength(1);
    expect(within(screen.getByRole("dialog")).getByRole("link", { name: "Start Activity: Lesson 11" })).toBeTruthy();

    fireEvent.click(node("Lesson 12, Locked"));
    const locked = screen.getByRole("dialog", { name: "Lesson 12" });
    expect(within(locked).getByText("Locked", { selector: "span" })).toBeTruthy();
    expect(within(locked).getByRole("button", { name: "Locked: Lesson 12" })).toHaveProperty("disabled", true);
    expect(within(locked).queryByRole("link")).toBeNull();
  });

  it("gives a lesson that is open but not the next one Available and Start Activity", () => {
    // Lesson 5 done out of turn (a replayed old account): lesson 4 is next, lesson 6 is open too.
    renderPath([1, 2, 3, 5]);
    expect(node("Lesson 4, Available")).toBeTruthy();
    fireEvent.click(node("Lesson 6, Available"));
    const card = screen.getByRole("dialog", { name: "Lesson 6" });
    expect(within(card).getByText("Available")).toBeTruthy();
    expect(within(card).getByRole("link", { name: "Start Activity: Lesson 6" }).getAttribute("href")).toBe(
      "/lessons/1/lesson/6",
    );
  });

  it("closes the card with Escape and the close button, giving focus back to the node", () => {
    renderPath([1]);
    const next = node("Lesson 2, Available");
    next.focus();
    // Enter on a focused button is a click.
    fireEvent.click(next);
    const card = screen.getByRole("dialog", { name: "Lesson 2" });
    expect(document.activeElement).toBe(card);

    fireEvent.keyDown(within(card).getByRole("link", { name: "Start Activity: Lesson 2" }), { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(next);
    expect(next.getAttribute("aria-expanded")).toBe("false");

    fireEvent.click(next);
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(next);
  });

  it("closes the card when focus moves on past it or a tap lands elsewhere", () => {
    renderPath([1]);
    const next = node("Lesson 2, Available");
    fireEvent.click(next);
    const card = screen.getByRole("dialog");
    const elsewhere = screen.getByRole("button", { name: "Elsewhere" });
    fireEvent.blur(card, { relatedTarget: elsewhere });
    expect(screen.queryByRole("dialog")).toBeNull();

    fireEvent.click(next);
    expect(screen.getByRole("dialog")).toBeTruthy();
    // Focus moving inside the card keeps it open.
    fireEvent.blur(screen.getByRole("dialog"), {
      relatedTarget: within(screen.getByRole("dialog")).getByRole("button", { name: "Close" }),
    });
    expect(screen.getByRole("dialog")).toBeTruthy();
    fireEvent.pointerDown(elsewhere);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
