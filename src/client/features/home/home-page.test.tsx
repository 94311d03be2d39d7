// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { PublicUser } from "@shared/schemas/auth";
import type { Level, LessonSummary, ProgressEntry } from "@shared/schemas/learning";
import { createQueryClient } from "../../app/query-client";
import { helpTopicBySlug } from "../../lib/help-content";
import { currentUserQuery } from "../../data/current-user";
import { HomePage } from "./home-page";

const user: PublicUser = {
  id: 42,
  username: "Robin",
  email: "robin@example.com",
  level: 2,
  xp: 120,
  streak: 3,
  lastActiveDate: null,
  completedLevels: [],
  achievements: [],
  achievementDates: {},
  currentLevelId: 1,
  dailyGoalProgress: 1,
  dailyGoalTarget: 3,
  onboardingCompleted: true,
  onboardingData: { childAge: "3-5" },
  timeZone: "UTC",
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};
const levels: Level[] = [{ id: 1, title: "Big Feelings", description: "", icon: "heart", color: "purple", order: 1, isLocked: false, totalLessons: 2 }];
const lessons: LessonSummary[] = [
  { id: 1, levelId: 1, order: 1, title: "When Pip Falls", description: "Comfort first", xpReward: 50, activityType: "multiple-choice", skill: "emotional-validation", minutes: 5 },
  { id: 2, levelId: 1, order: 2, title: "Dinner Disaster", description: "Calm at the table", xpReward: 20, activityType: "multiple-choice", skill: "emotional-validation", minutes: 5 },
];
const progress: ProgressEntry[] = [{ id: 1, lessonId: 1, levelId: 1, completed: true, score: 100, completedAt: "2026-01-01T00:00:00.000Z" }];

function renderHome(answers: Record<string, unknown>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method === "PUT" && String(input).endsWith("/mood")) {
      const { mood } = JSON.parse(String(init.body)) as { mood: string };
      return new Response(JSON.stringify({ day: "2026-01-02", mood }), { status: 200 });
    }
    // Content reads name their language (src/shared/api/reads.ts); the fixtures are English.
    const body = answers[String(input).replace(/\?language=[a-z]+$/, "")];
    return body === undefined ? new Response("{}", { status: 404 }) : new Response(JSON.stringify(body), { status: 200 });
  });
  vi.stubGlobal("fetch", fetchMock);
  const queryClient = createQueryClient();
  // The cached sign-in answer is older than today's stats.
  const signedIn: PublicUser = { ...user, streak: 99 };
  queryClient.setQueryData(currentUserQuery.queryKey, signedIn);
  render(
    <QueryClientProvider client={queryClient}>
      <Router hook={memoryLocation({ path: "/" }).hook}>
        <HomePage />
      </Router>
    </QueryClientProvider>,
  );
  return fetchMock;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const api = {
  "/api/levels": levels,
  "/api/lessons": lessons,
  "/api/user/42/progress": progress,
  "/api/user/42": user,
  "/api/user/42/mood": { day: "2026-01-02", mood: null },
  "/api/user/42/favorites": [1],
};

describe("HomePage", () => {
  it("shows the loading text, then the greeting and today's stats from the signed-in user's own calls", async () => {
    const fetchMock = renderHome(api);
    expect(screen.getByRole("status").textContent).toBe("Loading your monster journey...");
    expect(await screen.findByText(/, Robin!$/)).toBeTruthy();
    expect(screen.getByText("Navigating the curious years")).toBeTruthy();
    expect(fetchMock.mock.calls.map(([path]) => String(path))).toEqual(expect.arrayContaining(["/api/user/42/progress", "/api/user/42"]));

    const stat = (label: string) => screen.getByText(label, { selector: "dt" }).parentElement!;
    // Stats come from GET /api/user/{id} ("as of today"), not the cached sign-in answer.
    expect(within(stat("Day Streak")).getByText("3")).toBeTruthy();
    expect(within(stat("XP")).getByText("120")).toBeTruthy();
    expect(within(stat("Lessons")).getByText("1/2")).toBeTruthy();
    expect(screen.getByRole("progressbar", { name: "Daily goal progress" }).getAttribute("aria-valuenow")).toBe("1");
    expect(screen.getByText("1 of 3 lessons")).toBeTruthy();
  });

  it("records the chosen mood as today's, keeps it pressed and answers kindly", async () => {
    const fetchMock = renderHome(api);
    await screen.findByText("How are you feeling today?");
    fireEvent.click(screen.getByRole("button", { name: "Worried" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Worried" }).getAttribute("aria-pressed")).toBe("true"));
    expect(await screen.findByText("You're not alone in this. Small steps still count.")).toBeTruthy();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === "PUT");
    expect(put?.[0]).toBe("/api/user/42/mood");
    expect(put?.[1]?.body).toBe('{"mood":"worried"}');
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === "PUT")).toBe(true));
    expect(screen.getByRole("button", { name: "Worried" }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("button", { name: "Happy" }).getAttribute("aria-pressed")).toBe("false");
  });

  it("shows the mood already recorded today", async () => {
    renderHome({ ...api, "/api/user/42/mood": { day: "2026-01-02", mood: "happy" } });
    await waitFor(() => expect(screen.getByRole("button", { name: "Happy" }).getAttribute("aria-pressed")).toBe("true"));
  });

  it("draws the lesson path with statuses from the lock rule, and the next lesson up top", async () => {
    renderHome(api);
    const path = await screen.findByRole("list", { name: "Lesson path" });
    expect(within(path).getByRole("heading", { name: "Big Feelings" })).toBeTruthy();
    expect(within(path).getByRole("button", { name: "When Pip Falls, Completed" })).toBeTruthy();
    expect(within(path).getByRole("button", { name: "Dinner Disaster, Available" })).toBeTruthy();
    fireEvent.click(within(path).getByRole("button", { name: "When Pip Falls, Completed" }));
    expect(within(screen.getByRole("dialog", { name: "When Pip Falls" })).getByText("+50 XP")).toBeTruthy();

    // The next lesson also heads the page, ahead of the day's goal and the path.
    const upNext = screen.getByRole("region", { name: "Up next" });
    expect(within(upNext).getByText("Dinner Disaster")).toBeTruthy();
    expect(within(upNext).getByRole("link", { name: "Start Activity: Dinner Disaster" }).getAttribute("href")).toBe("/lessons/1/lesson/2");
    expect(upNext.compareDocumentPosition(screen.getByRole("region", { name: "Today" })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(upNext.compareDocumentPosition(path) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("has no Up next once every lesson is completed", async () => {
    const allDone = lessons.map((lesson, i) => ({ id: i + 1, lessonId: lesson.id, levelId: 1, completed: true, score: 100, completedAt: "2026-01-01T00:00:00.000Z" }));
    renderHome({ ...api, "/api/user/42/progress": allDone });
    await screen.findByText("You've completed every lesson. Step back in any time to practise.");
    expect(screen.queryByRole("region", { name: "Up next" })).toBeNull();
  });

  it("offers Add Favorite for the lesson in progress and lists the favourites already kept", async () => {
    const fetchMock = renderHome(api);
    const journey = await screen.findByRole("region", { name: "Your Learning Journey" });
    const favourites = within(journey).getByRole("region", { name: "Favourites" });
    expect((await within(favourites).findByRole("link", { name: "When Pip Falls" })).getAttribute("href")).toBe("/lessons/1/lesson/1");
    const add = within(journey).getByRole("button", { name: "Add Favorite" });
    expect(add.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(add.getAttribute("aria-describedby")!)?.textContent).toBe("Dinner Disaster");
    fireEvent.click(add);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith("/api/user/42/favorites/2", expect.objectContaining({ method: "PUT" })));
  });

  it("ends with a footer whose Privacy, Terms, About and Journal links lead to real pages", async () => {
    renderHome(api);
    const footer = within(await screen.findByRole("navigation", { name: "Footer" }));
    const links = footer.getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(["Privacy", "Terms", "About", "Journal"]);
    expect(footer.getByRole("link", { name: "Journal" }).getAttribute("href")).toBe("/journal");
    for (const name of ["Privacy", "Terms", "About"]) {
      const href = footer.getByRole("link", { name }).getAttribute("href") ?? "";
      expect(helpTopicBySlug(href.replace(/^\/help\//, ""))?.title).toMatch(name === "Privacy" ? "Privacy Policy" : name === "Terms" ? "Terms of Service" : "About");
    }
  });

  it("offers a retry when a call fails", async () => {
    renderHome({ ...api, "/api/lessons": undefined });
    expect(await screen.findByRole("heading", { name: "We couldn't load your lessons" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});
