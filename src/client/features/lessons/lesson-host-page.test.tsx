// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Route } from "wouter";
import type { LeadCard, Practice } from "@shared/content/curriculum-schema";
import type { LessonPlay } from "@shared/content/play-schema";
import type { LessonAttemptState } from "@shared/schemas/attempt";
import type { CompletionResult, Lesson, LessonSummary } from "@shared/schemas/learning";
import { currentUserQuery } from "../../data/current-user";
import { SAVE_DEBOUNCE_MS } from "./api/attempt";
import { LessonHostPage } from "./lesson-host-page";
import { completedEntry, createLesson, createLevel, createUser, renderSignedIn, stubLearningApi } from "../../../../tests/support/signed-in-render";

// The real players are tested with the registry; here a stand-in reports progress, its state and a score.
vi.mock("../../players/registry", () => ({
  LessonPlayer: ({
    lesson,
    saved,
    onComplete,
    onProgress,
    onStateChange,
  }: {
    lesson: Lesson;
    saved?: unknown;
    onComplete: (score: number, summary?: unknown) => void;
    onProgress: (p: number) => void;
    onStateChange: (state: Record<string, unknown>) => void;
  }) => (
    <div>
      <p>Playing {lesson.title}</p>
      <p>Saved: {JSON.stringify(saved ?? null)}</p>
      <button
        type="button"
        onClick={() => {
          onProgress(50);
          onStateChange({ step: 1 });
        }}
      >
        Halfway
      </button>
      <button type="button" onClick={() => onComplete(80, { right: 4, total: 5, kind: "first-try" })}>
        Finish
      </button>
      <button type="button" onClick={() => onComplete(20, { right: 0, total: 5, kind: "first-try" })}>
        Finish with none right
      </button>
    </div>
  ),
}));
vi.mock("../../components/ui/toast", () => ({ notify: vi.fn() }));

const lead: LeadCard[] = [
  { heading: "The moment", body: "Pip's tower falls.\n\nPip howls." },
  { heading: "The idea", body: "Name the feeling before the fix." },
];
const practice: Practice = {
  title: "Name it before you fix it",
  when: "The next time a game ends in tears",
  say: '"You\'re so cross the tower fell."',
  expect: "It may get louder before it gets quieter.",
};
const intro: LessonPlay["intro"] = [
  { heading: "Meet Pip", text: "This is Pip.", illustration: { character: "pip", mood: "happy", alt: "Pip waves" } },
  {
    heading: "Pip Needs You",
    text: "Pip needs you.",
    illustration: { character: "pip", mood: "calm", alt: "Pip leans in" },
  },
];

/** Lesson records as the server sends them, with the frame's optional fields where a test needs them. */
const withExtras = (summary: LessonSummary, extras: Partial<Lesson>) => ({ ...summary, ...extras }) as LessonSummary;

const user = createUser();
const levels = [createLevel({ id: 1, title: "Big Feelings" })];
const lessons = [
  createLesson({ id: 11, levelId: 1, order: 1, title: "Naming Feelings", xpReward: 50 }),
  withExtras(createLesson({ id: 12, levelId: 1, order: 2, title: "The Tower Topple" }), { lead, practice }),
  withExtras(
    createLesson({ id: 13, levelId: 1, order: 3, title: "Meet Pip First", activityType: "roleplay-simulation" }),
    { play: { intro } },
  ),
  withExtras(createLesson({ id: 14, levelId: 1, order: 4, title: "Homework Challenge", activityType: "steps" }), {
    play: { afterCompletion: { path: "/lessons-overview", label: "Back to Lessons" } },
  }),
];
const before = (id: number) => lessons.filter((lesson) => lesson.id < id).map((lesson) => lesson.id);

function completion(overrides: Partial<CompletionResult> = {}): CompletionResult {
  return {
    user: createUser({ xp: 50, level: 1, streak: 2, dailyGoalProgress: 1, dailyGoalTarget: 3 }),
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
  vi.useRealTimers();
});

async function renderHost(
  path: string,
  {
    completedIds = [] as number[],
    answer = { status: 200, body: completion() as unknown },
    extra = {} as Record<string, unknown>,
  } = {},
) {
  const fetchMock = stubLearningApi({
    user,
    levels,
    lessons,
    progress: lessons.filter((lesson) => completedIds.includes(lesson.id)).map(completedEntry),
    post: () => answer,
    extra,
  });
  const rendered = renderSignedIn(<Route path="/lessons/:levelId/lesson/:id/old" component={LessonHostPage} />, {
    user,
    path,
  });
  await screen.findByRole("heading", { level: 1 });
  return { ...rendered, fetchMock };
}

const bar = () => screen.getByRole("progressbar", { name: "Lesson progress" }).getAttribute("aria-valuenow");
const calls = (fetchMock: ReturnType<typeof stubLearningApi>, method: string) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === method);

describe("LessonHostPage in the lesson frame", () => {
  it("shows the title, feeds the progress bar, records the completion and celebrates what the parent did", async () => {
    const { fetchMock, queryClient } = await renderHost("/lessons/1/lesson/11/old");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Naming Feelings");
    expect(screen.getByText("+50 XP")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Halfway" }));
    expect(bar()).toBe("50");

    fireEvent.click(screen.getByRole("button", { name: "Finish" }));
    expect(await screen.findByText("You earned 50 XP")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Lesson complete!" })).toBeTruthy();
    expect(screen.getByText("4 of 5 on the first try")).toBeTruthy();
    // Never a bare percentage beside praise.
    expect(screen.queryByText("80%")).toBeNull();
    expect(screen.queryByText("Great job!")).toBeNull();
    expect(screen.getByText("2 days")).toBeTruthy();
    expect(screen.getByText("1 of 3 lessons or stories")).toBeTruthy();
    expect(screen.getByText("Not reached yet today")).toBeTruthy();
    expect(bar()).toBe("100");
    expect(screen.getByRole("link", { name: "Next Lesson" }).getAttribute("href")).toBe("/lessons/1/lesson/12");
    expect(screen.getByRole("link", { name: "Back to Home" }).getAttribute("href")).toBe("/");

    const post = calls(fetchMock, "POST")[0]!;
    expect(post[0]).toBe("/api/user/7/lessons/11/progress");
    expect(JSON.parse(String(post[1]!.body))).toMatchObject({
      levelId: 1,
      completed: true,
      score: 80,
      completedAt: expect.any(String),
    });
    expect(queryClient.getQueryData(currentUserQuery.queryKey)).toMatchObject({ xp: 50 });
  });

  it("encourages, never praises, when nothing went right on the first try", async () => {
    await renderHost("/lessons/1/lesson/11/old");
    fireEvent.click(screen.getByRole("button", { name: "Finish with none right" }));
    expect(await screen.findByText("0 of 5 on the first try")).toBeTruthy();
    expect(screen.queryByText("Great job!")).toBeNull();
    expect(screen.getByText(/Every answer you tried taught you something/)).toBeTruthy();
  });

  it("celebrates a level-up, each new badge and a reached daily goal", async () => {
    await renderHost("/lessons/1/lesson/11/old", {
      answer: {
        status: 200,
        body: completion({
          levelUp: { from: 1, to: 2 },
          newAchievements: ["first-lesson", "streak-3"],
          user: createUser({ streak: 3, dailyGoalProgress: 3, dailyGoalTarget: 3 }),
        }),
      },
    });
    fireEvent.click(screen.getByRole("button", { name: "Finish" }));
    expect(await screen.findByText("Level up! You reached level 2")).toBeTruthy();
    expect(screen.getByText("New badge: First Step")).toBeTruthy();
    expect(screen.getByText("New badge: Three-Day Streak")).toBeTruthy();
    expect(screen.getByText("Reached today!")).toBeTruthy();
  });

  it("says a replay kindly when no XP is awarded", async () => {
    await renderHost("/lessons/1/lesson/11/old", {
      completedIds: [11],
      answer: { status: 200, body: completion({ xpAwarded: 0, firstCompletion: false }) },
    });
    fireEvent.click(screen.getByRole("button", { name: "Finish" }));
    expect(
      await screen.findByText("You've already earned this lesson's XP. Practising again still counts."),
    ).toBeTruthy();
  });

  it("shows a friendly locked card when the server refuses the completion", async () => {
    await renderHost("/lessons/1/lesson/11/old", {
      answer: { status: 403, body: { message: "This lesson is locked" } },
    });
    fireEvent.click(screen.getByRole("button", { name: "Finish" }));
    expect(await screen.findByRole("heading", { name: "This lesson is still locked" })).toBeTruthy();
  });

  it("opens with the lesson's teaching cards, which count in the bar, and ends with its practice for this week", async () => {
    await renderHost("/lessons/1/lesson/12/old", { completedIds: before(12) });
    expect(screen.getByRole("heading", { level: 2, name: "The moment" })).toBeTruthy();
    expect(screen.getByText("Pip howls.")).toBeTruthy();
    expect(screen.queryByText("Playing The Tower Topple")).toBeNull();
    expect(bar()).toBe("0");
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByRole("heading", { level: 2, name: "The idea" })).toBeTruthy();
    expect(bar()).toBe("33");
    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByRole("heading", { level: 2, name: "The moment" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    fireEvent.click(screen.getByRole("button", { name: "Let's practise" }));
    expect(screen.getByText("Playing The Tower Topple")).toBeTruthy();
    expect(bar()).toBe("67");

    fireEvent.click(screen.getByRole("button", { name: "Finish" }));
    expect(await screen.findByRole("heading", { name: "Your practice for this week" })).toBeTruthy();
    expect(screen.getByText("Name it before you fix it")).toBeTruthy();
    expect(screen.getByText(practice.say)).toBeTruthy();
    expect(screen.getByText(practice.expect)).toBeTruthy();
  });

  it("plays the intro slideshow its lesson file names, then the lesson", async () => {
    await renderHost("/lessons/1/lesson/13/old", { completedIds: before(13) });
    expect(screen.getByRole("heading", { level: 2, name: "Meet Pip" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByRole("heading", { level: 2, name: "Pip Needs You" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Begin Lesson" }));
    expect(screen.getByText("Playing Meet Pip First")).toBeTruthy();
  });

  it("ends where the lesson file says: the Homework quiz goes back to the lessons", async () => {
    await renderHost("/lessons/1/lesson/14/old", { completedIds: before(14) });
    fireEvent.click(screen.getByRole("button", { name: "Finish" }));
    expect((await screen.findByRole("link", { name: "Back to Lessons" })).getAttribute("href")).toBe(
      "/lessons-overview",
    );
  });

  it("keeps the celebration with Try again when the save fails", async () => {
    const { location } = await renderHost("/lessons/1/lesson/11/old", {
      answer: { status: 503, body: { message: "The service is briefly unavailable." } },
    });
    fireEvent.click(screen.getByRole("button", { name: "Finish" }));
    expect(await screen.findByRole("button", { name: "Try again" })).toBeTruthy();
    expect(screen.getByText("4 of 5 on the first try")).toBeTruthy();
    expect(location.history.at(-1)).toBe("/lessons/1/lesson/11/old");
  });

  it("leaves at once by the X before anything is done", async () => {
    const { location } = await renderHost("/lessons/1/lesson/11/old");
    fireEvent.click(screen.getByRole("button", { name: "Leave the lesson" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(location.history.at(-1)).toBe("/");
  });

  it("asks before leaving with progress, stays on Keep going, and leaves on Leave", async () => {
    const { location } = await renderHost("/lessons/1/lesson/11/old");
    fireEvent.click(screen.getByRole("button", { name: "Halfway" }));
    fireEvent.click(screen.getByRole("button", { name: "Leave the lesson" }));
    const dialog = screen.getByRole("dialog", { name: "Leave the lesson?" });
    expect(dialog.textContent).toContain("Your place is saved.");
    fireEvent.click(screen.getByRole("button", { name: "Keep going" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(location.history.at(-1)).toBe("/lessons/1/lesson/11/old");

    fireEvent.click(screen.getByRole("button", { name: "Leave the lesson" }));
    fireEvent.click(screen.getByRole("button", { name: "Leave" }));
    expect(location.history.at(-1)).toBe("/");
  });

  it("asks the same question when Browser-Back is pressed with progress", async () => {
    await renderHost("/lessons/1/lesson/11/old");
    fireEvent.click(screen.getByRole("button", { name: "Halfway" }));
    act(() => {
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    expect(screen.getByRole("dialog", { name: "Leave the lesson?" })).toBeTruthy();
  });

  it("saves the parent's place after a step, and resumes from a saved place with Start over offered", async () => {
    const saved: LessonAttemptState = { screen: "activity", page: 0, percent: 50, player: { step: 7 } };
    const { fetchMock } = await renderHost("/lessons/1/lesson/11/old", {
      extra: { "/api/user/7/lessons/11/attempt": { attempt: { state: saved, updatedAt: "2026-01-01T00:00:00.000Z" } } },
    });
    expect(screen.getByText('Saved: {"step":7}')).toBeTruthy();
    expect(screen.getByText("Welcome back! We kept your place.")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Halfway" }));
    await waitFor(() => expect(calls(fetchMock, "PUT").length).toBe(1), { timeout: SAVE_DEBOUNCE_MS * 5 });
    const put = calls(fetchMock, "PUT")[0]!;
    expect(put[0]).toBe("/api/user/7/lessons/11/attempt");
    expect(JSON.parse(String(put[1]!.body))).toEqual({
      state: { screen: "activity", page: 0, percent: 50, player: { step: 1 } },
    });

    fireEvent.click(screen.getByRole("button", { name: "Start over" }));
    await waitFor(() => expect(screen.getByText("Saved: null")).toBeTruthy());
    expect(calls(fetchMock, "DELETE")[0]![0]).toBe("/api/user/7/lessons/11/attempt");
    expect(screen.queryByText("Welcome back! We kept your place.")).toBeNull();
  });

  it("shows the welcome back only on the resumed screen: it goes once the lesson moves on, or when dismissed", async () => {
    const saved: LessonAttemptState = { screen: "activity", page: 0, percent: 20, player: { step: 7 } };
    const extra = {
      "/api/user/7/lessons/11/attempt": { attempt: { state: saved, updatedAt: "2026-01-01T00:00:00.000Z" } },
    };
    await renderHost("/lessons/1/lesson/11/old", { extra });
    expect(screen.getByText("Welcome back! We kept your place.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Halfway" }));
    expect(screen.queryByText("Welcome back! We kept your place.")).toBeNull();
    cleanup();

    await renderHost("/lessons/1/lesson/11/old", { extra });
    fireEvent.click(screen.getByRole("button", { name: "Dismiss welcome back" }));
    expect(screen.queryByText("Welcome back! We kept your place.")).toBeNull();
    expect(screen.getByText('Saved: {"step":7}')).toBeTruthy();
  });

  it("shows Lesson Not Found for an unknown lesson", async () => {
    await renderHost("/lessons/1/lesson/99/old");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Lesson Not Found");
    expect(screen.getByRole("link", { name: "Back to Home" }).getAttribute("href")).toBe("/");
  });
});
