// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Route } from "wouter";
import type { CompletionResult, Lesson } from "../../../shared/schemas/learning";
import { notify } from "../../components/ui/toast";
import { currentUserQuery } from "../auth/api/current-user";
import { LessonHostPage } from "./lesson-host-page";
import { completedEntry, createLesson, createLevel, createUser, renderSignedIn, stubLearningApi } from "./test-support";

// The real players are tested with the registry; here a stand-in reports progress and a score.
vi.mock("../../players/registry", () => ({
  LessonPlayer: ({ lesson, onComplete, onProgress }: { lesson: Lesson; onComplete: (score: number) => void; onProgress: (p: number) => void }) => (
    <div>
      <p>Playing {lesson.title}</p>
      <button type="button" onClick={() => onProgress(50)}>
        Halfway
      </button>
      <button type="button" onClick={() => onComplete(80)}>
        Finish
      </button>
    </div>
  ),
}));
vi.mock("../../components/ui/toast", () => ({ notify: vi.fn() }));

const user = createUser();
const levels = [createLevel({ id: 1, title: "Big Feelings" })];
const lessons = [
  createLesson({ id: 11, levelId: 1, order: 1, title: "Naming Feelings", xpReward: 50 }),
  createLesson({ id: 12, levelId: 1, order: 2, title: "Ouch! A Little Monster Takes a Tumble" }),
  createLesson({ id: 13, levelId: 1, order: 3, title: "After the Storm" }),
  createLesson({ id: 14, levelId: 1, order: 4, title: "Validating Emotional Moments", activityType: "roleplay-simulation" }),
  createLesson({ id: 15, levelId: 1, order: 5, title: "Helping Your Child Make Choices", activityType: "branching-scenario" }),
  createLesson({ id: 16, levelId: 1, order: 6, title: "Module 1 Closing", activityType: "module-closer" }),
  createLesson({ id: 17, levelId: 1, order: 7, title: "Homework Challenge", activityType: "limits_quiz" }),
];

function completion(overrides: Partial<CompletionResult> = {}): CompletionResult {
  return {
    user: createUser({ xp: 50, level: 1 }),
    progress: completedEntry(lessons[0]!),
    xpAwarded: 50,
    firstCompletion: true,
    levelUp: null,
    newAchievements: [],
    ...overrides,
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(notify).mockClear();
});

async function renderHost(path: string, { completedIds = [] as number[], answer = { status: 200, body: completion() as unknown } } = {}) {
  const fetchMock = stubLearningApi({
    user,
    levels,
    lessons,
    progress: lessons.filter((lesson) => completedIds.includes(lesson.id)).map(completedEntry),
    post: () => answer,
  });
  const rendered = renderSignedIn(<Route path="/lessons/:levelId/lesson/:id/old" component={LessonHostPage} />, { user, path });
  await screen.findByRole("heading", { level: 1 });
  return { ...rendered, fetchMock };
}

describe("LessonHostPage", () => {
  it("shows the header, feeds the progress bar and records the completion", async () => {
    const { fetchMock, queryClient } = await renderHost("/lessons/1/lesson/11/old");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Naming Feelings");
    expect(screen.getByText("+50 XP")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Halfway" }));
    expect(screen.getByRole("progressbar", { name: "Lesson progress" }).getAttribute("aria-valuenow")).toBe("50");

    fireEvent.click(screen.getByRole("button", { name: "Finish" }));
    expect(await screen.findByText("Great job! You earned 50 XP")).toBeTruthy();
    expect(screen.getByText("80%")).toBeTruthy();
    expect(screen.getByRole("progressbar", { name: "Lesson progress" }).getAttribute("aria-valuenow")).toBe("100");
    expect(screen.getByRole("link", { name: "Next Lesson" }).getAttribute("href")).toBe("/lessons/1/lesson/12");

    const post = fetchMock.mock.calls.find(([, init]) => init?.method === "POST")!;
    expect(post[0]).toBe("/api/user/7/lessons/11/progress");
    expect(JSON.parse(String(post[1]!.body))).toMatchObject({ levelId: 1, completed: true, score: 80, completedAt: expect.any(String) });
    expect(notify).toHaveBeenCalledWith({ title: "Lesson Completed! 🎉", description: "You earned 50 XP and scored 80%" });
    expect(queryClient.getQueryData(currentUserQuery.queryKey)).toMatchObject({ xp: 50 });
  });

  it("celebrates a level-up and new achievements", async () => {
    await renderHost("/lessons/1/lesson/11/old", { answer: { status: 200, body: completion({ levelUp: { from: 1, to: 2 }, newAchievements: ["first-lesson"] }) } });
    fireEvent.click(screen.getByRole("button", { name: "Finish" }));
    expect(await screen.findByText("You reached level 2!")).toBeTruthy();
    expect(screen.getByText("New achievement: First Step")).toBeTruthy();
  });

  it("says a replay kindly when no XP is awarded", async () => {
    await renderHost("/lessons/1/lesson/11/old", { completedIds: [11], answer: { status: 200, body: completion({ xpAwarded: 0, firstCompletion: false }) } });
    fireEvent.click(screen.getByRole("button", { name: "Finish" }));
    expect(await screen.findByText("You've already earned this lesson's XP — great practice!")).toBeTruthy();
  });

  it("shows a friendly locked card when the server refuses the completion", async () => {
    await renderHost("/lessons/1/lesson/11/old", { answer: { status: 403, body: { message: "This lesson is locked" } } });
    fireEvent.click(screen.getByRole("button", { name: "Finish" }));
    expect(await screen.findByRole("heading", { name: "This lesson is still locked" })).toBeTruthy();
  });

  it("plays the tumble lesson without the header and progress bar", async () => {
    await renderHost("/lessons/1/lesson/12/old", { completedIds: [11] });
    expect(screen.getByText("Playing Ouch! A Little Monster Takes a Tumble")).toBeTruthy();
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(screen.queryByText("+20 XP")).toBeNull();
  });

  it.each([
    [14, "Validating Emotional Moments", ["Meet Pip", "The Scene Unfolds", "Pip Needs You"]],
    [15, "Helping Your Child Make Choices", ["Meet Zo", "Choices Choices", "Teaching Power Wisely"]],
  ])("opens lesson %i, “%s”, with its intro slideshow, then plays the lesson", async (id, title, headings) => {
    await renderHost(`/lessons/1/lesson/${id}/old`, { completedIds: lessons.filter((lesson) => lesson.id < id).map((lesson) => lesson.id) });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(title);
    expect(screen.getByRole("progressbar", { name: "Lesson progress" })).toBeTruthy();
    for (const heading of headings) {
      expect(screen.getByRole("heading", { level: 2, name: heading })).toBeTruthy();
      expect(screen.queryByText(`Playing ${title}`)).toBeNull();
      fireEvent.click(screen.getByRole("button", { name: heading === headings.at(-1) ? "Begin Lesson" : "Next" }));
    }
    expect(screen.getByText(`Playing ${title}`)).toBeTruthy();
  });

  it.each([
    [16, "/"],
    [17, "/lessons"],
  ])("leaves lesson %i for %s once its completion is saved, with the completion toast", async (id, path) => {
    const { location } = await renderHost(`/lessons/1/lesson/${id}/old`, { completedIds: lessons.filter((lesson) => lesson.id < id).map((lesson) => lesson.id) });
    fireEvent.click(screen.getByRole("button", { name: "Finish" }));
    await waitFor(() => expect(location.history.at(-1)).toBe(path));
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: "Lesson Completed! 🎉" }));
  });

  it("stays on the completed card with Try again when the save fails, even for a lesson that leaves", async () => {
    const { location } = await renderHost("/lessons/1/lesson/16/old", {
      completedIds: [11, 12, 13, 14, 15],
      answer: { status: 503, body: { message: "The service is briefly unavailable." } },
    });
    fireEvent.click(screen.getByRole("button", { name: "Finish" }));
    expect(await screen.findByRole("button", { name: "Try again" })).toBeTruthy();
    expect(location.history.at(-1)).toBe("/lessons/1/lesson/16/old");
  });

  it("plays other lessons straight away, without an intro slideshow", async () => {
    await renderHost("/lessons/1/lesson/11/old");
    expect(screen.getByText("Playing Naming Feelings")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Begin Lesson" })).toBeNull();
  });

  it("shows Lesson Not Found for an unknown lesson", async () => {
    await renderHost("/lessons/1/lesson/99/old");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Lesson Not Found");
    expect(screen.getByText("This lesson could not be found. It may have been removed or you may not have access to it.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to Home" }).getAttribute("href")).toBe("/");
  });
});
