// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Route } from "wouter";
import { INTRO_REENABLE_MS, INTRO_SLIDE_MS, LessonIntroPage } from "./lesson-intro-page";
import { completedEntry, createLesson, createLevel, createUser, renderSignedIn, stubLearningApi } from "../../../../tests/support/signed-in-render";

const user = createUser();
const levels = [createLevel({ id: 1, title: "Big Feelings" }), createLevel({ id: 2, title: "Setting Limits" })];
const lessons = [
  createLesson({ id: 11, levelId: 1, order: 1, title: "Naming Feelings" }),
  createLesson({ id: 12, levelId: 1, order: 2, title: "Calm Together", minutes: 6 }),
  createLesson({ id: 13, levelId: 1, order: 3, title: "After the Storm" }),
  createLesson({ id: 21, levelId: 2, order: 1, title: "Kind and Firm" }),
  createLesson({ id: 22, levelId: 2, order: 2, title: "Curfew Agreed", character: "juno" }),
];

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function renderIntro(path: string, completedIds: number[] = [11, 12]) {
  stubLearningApi({ user, levels, lessons, progress: lessons.filter((lesson) => completedIds.includes(lesson.id)).map(completedEntry) });
  const rendered = renderSignedIn(<Route path="/lessons/:levelId/lesson/:id" component={LessonIntroPage} />, { user, path });
  await screen.findByRole("heading", { level: 1 });
  return rendered;
}

const heading = () => screen.getByRole("heading", { level: 1 }).textContent;

describe("LessonIntroPage", () => {
  it("draws the child the lesson is about, and the cast in turn for a lesson about no one", async () => {
    await renderIntro("/lessons/2/lesson/22");
    expect(screen.getByRole("img", { name: "Juno, ready for the lesson" })).toBeTruthy();
    cleanup();
    await renderIntro("/lessons/2/lesson/21");
    expect(screen.getByRole("img", { name: "Pip, ready for the lesson" })).toBeTruthy();
  });

  it("shows the level badge, the lesson and Start Lesson leading to the player", async () => {
    await renderIntro("/lessons/1/lesson/12", [11]);
    expect(heading()).toBe("Calm Together");
    expect(screen.getByText("Big Feelings")).toBeTruthy();
    // The lesson's own time (docs/product-rules.md#lesson-length), never the fixed "15-20 minutes".
    expect(screen.getByText("Lesson 2 of 3 · About 6 min")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Start Lesson" }).getAttribute("href")).toBe("/lessons/1/lesson/12/old");
  });

  it("says a finished lesson is completed and offers Review Lesson, leading to the same player", async () => {
    await renderIntro("/lessons/1/lesson/12", [11]);
    expect(screen.queryByText("Completed")).toBeNull();
    cleanup();
    await renderIntro("/lessons/1/lesson/12", [11, 12]);
    expect(screen.getByText("Completed")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Start Lesson" })).toBeNull();
    expect(screen.getByRole("link", { name: "Review Lesson" }).getAttribute("href")).toBe("/lessons/1/lesson/12/old");
  });

  it("shows only the arrows that lead to a lesson of the same level", async () => {
    await renderIntro("/lessons/1/lesson/11");
    expect(screen.queryByRole("button", { name: "Previous lesson" })).toBeNull();
    expect(screen.getByRole("button", { name: "Next lesson" })).toBeTruthy();
    cleanup();
    await renderIntro("/lessons/1/lesson/13");
    expect(screen.getByRole("button", { name: "Previous lesson" })).toBeTruthy();
    // Lesson 21 follows on the path, but in another level.
    expect(screen.queryByRole("button", { name: "Next lesson" })).toBeNull();
  });

  it("slides out for 500 ms before changing lesson and URL, and blocks moves until 100 ms after", async () => {
    const { location } = await renderIntro("/lessons/1/lesson/11");
    vi.useFakeTimers();

    fireEvent.click(screen.getByRole("button", { name: "Next lesson" }));
    act(() => vi.advanceTimersByTime(INTRO_SLIDE_MS - 1));
    expect(heading()).toBe("Naming Feelings");
    expect(location.history.at(-1)).toBe("/lessons/1/lesson/11");

    act(() => vi.advanceTimersByTime(1));
    expect(heading()).toBe("Calm Together");
    expect(location.history.at(-1)).toBe("/lessons/1/lesson/12");

    // Still blocked: this click is ignored.
    fireEvent.click(screen.getByRole("button", { name: "Next lesson" }));
    act(() => vi.advanceTimersByTime(INTRO_SLIDE_MS));
    expect(heading()).toBe("Calm Together");

    act(() => vi.advanceTimersByTime(INTRO_REENABLE_MS));
    fireEvent.click(screen.getByRole("button", { name: "Previous lesson" }));
    act(() => vi.advanceTimersByTime(INTRO_SLIDE_MS));
    expect(heading()).toBe("Naming Feelings");
    expect(location.history).toEqual(["/lessons/1/lesson/11", "/lessons/1/lesson/12", "/lessons/1/lesson/11"]);
  });

  it("shows a locked lesson with a note instead of Start Lesson", async () => {
    await renderIntro("/lessons/1/lesson/13", [11]);
    expect(heading()).toBe("After the Storm");
    expect(screen.queryByRole("link", { name: "Start Lesson" })).toBeNull();
    expect(screen.getByText(/opens once you finish “Calm Together”/)).toBeTruthy();
  });

  it("names the level before when the lesson's own level is still closed", async () => {
    await renderIntro("/lessons/2/lesson/21", [11, 12]);
    expect(heading()).toBe("Kind and Firm");
    expect(screen.getByText("This lesson opens once you finish the lessons of “Big Feelings”.")).toBeTruthy();
  });

  it("shows Lesson Not Found for a lesson outside the level or an unknown level", async () => {
    await renderIntro("/lessons/1/lesson/21");
    expect(heading()).toBe("Lesson Not Found");
    cleanup();
    await renderIntro("/lessons/99/lesson/11");
    expect(heading()).toBe("Lesson Not Found");
    cleanup();
    await renderIntro("/lessons/abc/lesson/11");
    expect(heading()).toBe("Lesson Not Found");
  });
});
