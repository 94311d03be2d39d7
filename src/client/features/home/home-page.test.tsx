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
import { DEFAULT_SETTINGS } from "@shared/settings";
import type { Family } from "@shared/schemas/family";
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
    if (init?.method === "PATCH" && String(input).endsWith("/settings")) {
      return new Response(JSON.stringify({ ...DEFAULT_SETTINGS, ...(JSON.parse(String(init.body)) as object) }), { status: 200 });
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
  document.cookie = "growly_child_42=; path=/; max-age=0";
});

const api = {
  "/api/levels": levels,
  "/api/lessons": lessons,
  "/api/user/42/progress": progress,
  "/api/user/42": user,
  "/api/user/42/mood": { day: "2026-01-02", mood: null },
  "/api/user/42/favorites": [1],
  "/api/user/42/settings": DEFAULT_SETTINGS,
  "/api/family": familyOf([{ id: 1, name: "Mia", birthMonth: "2022-05", ageGroup: "3-5" }]),
};

function familyOf(children: Family["children"]): Family {
  return { children, adults: [{ id: 42, username: "Robin", role: "owner", you: true }], sharesAnswers: false, youShareAnswers: false, invitations: [] };
}

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
    expect(screen.getByText("1 of 3 lessons or stories")).toBeTruthy();
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
    expect(within(path).getByRole("heading", { name: /^Level 1 Big Feelings 1 of 2/ })).toBeTruthy();
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

  it("puts the lessons that match what the parent told us first: Up next and a For you row, each saying why", async () => {
    // docs/product-rules.md#for-you: a second level open from the start (an age level) holds a bedtime lesson.
    const withLevels: Level[] = [...levels, { id: 7, title: "Little Ones", description: "", icon: "heart", color: "blue", order: 7, isLocked: false, totalLessons: 2, ages: ["3-5"] }];
    const tagged: LessonSummary[] = [
      { ...lessons[0]!, topics: ["feelings"], ages: ["3-5"] },
      { ...lessons[1]!, topics: ["mealtimes"], ages: ["3-5"] },
      { id: 3, levelId: 7, order: 1, title: "Pajama Puzzle", description: "Bedtime", xpReward: 20, activityType: "multiple-choice", skill: "routines", minutes: 5, topics: ["bedtime"], ages: ["3-5"] },
      { id: 4, levelId: 7, order: 2, title: "Lights Out", description: "Bedtime", xpReward: 20, activityType: "multiple-choice", skill: "routines", minutes: 5, topics: ["bedtime"], ages: ["3-5"] },
    ];
    const told = { ...user, onboardingData: { childAge: "3-5", parentingChallenges: ["bedtime"], primaryGoals: ["routines"] } };
    renderHome({ ...api, "/api/levels": withLevels, "/api/lessons": tagged, "/api/user/42": told });
    const upNext = await screen.findByRole("region", { name: "Up next" });
    expect(within(upNext).getByText("Pajama Puzzle")).toBeTruthy();
    expect(within(upNext).getByText("Because you said: Bedtime battles")).toBeTruthy();
    // The row holds the rest that match, a locked one saying what opens it; the path opens at Up next's level.
    const row = screen.getByRole("region", { name: "For you" });
    expect(within(row).getByRole("link", { name: /Lights Out/ }).textContent).toContain("Because you said: Bedtime battles");
    expect(within(row).queryByText("Pajama Puzzle")).toBeNull();
    const path = screen.getByRole("list", { name: "Lesson path" });
    expect(within(path).getByRole("button", { name: "Pajama Puzzle, Available" })).toBeTruthy();
    expect(within(row).getByText("This lesson opens once you finish “Pajama Puzzle”.")).toBeTruthy();
  });

  it("tells a lesson for several children in its own words, never as something the parent said, and recommends no module closing", async () => {
    // Two children with birth months: the family is "multiple" without the parent having said so.
    const twoLevels: Level[] = [{ ...levels[0]!, totalLessons: 4 }];
    const tagged: LessonSummary[] = [
      { ...lessons[0]!, topics: ["feelings"], ages: ["3-5"] },
      { id: 5, levelId: 1, order: 2, title: "Two at the Table", description: "Siblings", xpReward: 20, activityType: "multiple-choice", skill: "routines", minutes: 5, topics: ["siblings"], ages: ["3-5", "multiple"] },
      { id: 6, levelId: 1, order: 3, title: "Lights Out", description: "Bedtime", xpReward: 20, activityType: "multiple-choice", skill: "routines", minutes: 5, topics: ["bedtime"], ages: ["3-5"] },
      { id: 7, levelId: 1, order: 4, title: "Module 1 Closing", description: "Wrap-up", xpReward: 30, activityType: "module-closer", skill: "routines", minutes: 5, topics: ["bedtime", "feelings"], ages: ["3-5", "multiple"] },
    ];
    const family = familyOf([
      { id: 1, name: "Mia", birthMonth: "2022-05", ageGroup: "3-5" },
      { id: 2, name: "Leo", birthMonth: "2025-01", ageGroup: "0-2" },
    ]);
    const told = { ...user, onboardingData: { childAge: "multiple", parentingChallenges: ["bedtime"] } };
    renderHome({ ...api, "/api/levels": twoLevels, "/api/lessons": tagged, "/api/user/42": told, "/api/family": family });
    const upNext = await screen.findByRole("region", { name: "Up next" });
    expect(within(upNext).getByText("Two at the Table")).toBeTruthy();
    expect(within(upNext).getByText("For a family with more than one child")).toBeTruthy();
    expect(screen.queryByText(/Because you said: Children in more than one age group/)).toBeNull();
    const row = screen.getByRole("region", { name: "For you" });
    expect(within(row).getByRole("link", { name: /Lights Out/ }).textContent).toContain("Because you said: Bedtime battles");
    expect(within(row).queryByText("Module 1 Closing")).toBeNull();
  });

  it("shows no For you row and the path's own Up next when the answers match nothing", async () => {
    renderHome(api);
    const upNext = await screen.findByRole("region", { name: "Up next" });
    expect(within(upNext).queryByText(/Because you said/)).toBeNull();
    expect(screen.queryByRole("region", { name: "For you" })).toBeNull();
  });

  it("has no Up next once every lesson is completed", async () => {
    const allDone = lessons.map((lesson, i) => ({ id: i + 1, lessonId: lesson.id, levelId: 1, completed: true, score: 100, completedAt: "2026-01-01T00:00:00.000Z" }));
    renderHome({ ...api, "/api/user/42/progress": allDone });
    await screen.findByText("You've completed every lesson. Step back in any time to practise.");
    expect(screen.queryByRole("region", { name: "Up next" })).toBeNull();
  });

  it("offers Add Favourite for the lesson in progress and lists the favourites already kept", async () => {
    const fetchMock = renderHome(api);
    const journey = await screen.findByRole("region", { name: "Your Learning Journey" });
    const favourites = within(journey).getByRole("region", { name: "Favourites" });
    expect((await within(favourites).findByRole("link", { name: "When Pip Falls" })).getAttribute("href")).toBe("/lessons/1/lesson/1");
    const add = within(journey).getByRole("button", { name: "Add Favourite" });
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

  describe("with two children", () => {
    const babyLevel: Level = { id: 2, title: "Babies and Toddlers", description: "", icon: "bottle", color: "green", order: 2, ages: ["0-2"], isLocked: false, totalLessons: 1 };
    const babyLesson: LessonSummary = { id: 3, levelId: 2, order: 1, title: "Soothing a Crying Baby", description: "Calm for two", xpReward: 20, activityType: "multiple-choice", skill: "emotional-validation", minutes: 5, ages: ["0-2"] };
    const siblingsLesson: LessonSummary = { id: 4, levelId: 1, order: 3, title: "Room for Two", description: "When a new baby arrives for siblings", xpReward: 20, activityType: "multiple-choice", skill: "emotional-validation", minutes: 5, ages: ["3-5", "multiple"] };
    const two = {
      ...api,
      "/api/levels": [...levels, babyLevel],
      "/api/lessons": [...lessons, siblingsLesson, babyLesson],
      "/api/user/42": { ...user, onboardingData: { childAge: "multiple" } },
      "/api/family": familyOf([
        { id: 1, name: "Mia", birthMonth: "2022-05", ageGroup: "3-5" },
        { id: 2, name: "Bean", birthMonth: "2025-06", ageGroup: "0-2" },
      ]),
    };

    it("follows the first child, and the switcher moves the subtitle, Up next and the path to the other, remembered on this device", async () => {
      renderHome(two);
      const switcher = await screen.findByRole("group", { name: "Home for:" });
      expect(within(switcher).getByRole("button", { name: "Mia" }).getAttribute("aria-pressed")).toBe("true");
      expect(screen.getByText("Navigating the curious years")).toBeTruthy();
      expect(within(screen.getByRole("region", { name: "Up next" })).getByText("Dinner Disaster")).toBeTruthy();

      fireEvent.click(within(switcher).getByRole("button", { name: "Bean" }));
      await screen.findByText("Building foundations with your little one");
      expect(within(switcher).getByRole("button", { name: "Bean" }).getAttribute("aria-pressed")).toBe("true");
      expect(within(screen.getByRole("region", { name: "Up next" })).getByText("Soothing a Crying Baby")).toBeTruthy();
      // The path opens at the baby's level now.
      const banner = screen.getByRole("button", { name: /^Path for ages 0–2 Babies and Toddlers / });
      expect(banner.getAttribute("aria-expanded")).toBe("true");
      expect(document.cookie).toContain("growly_child_42=2");

      cleanup();
      renderHome(two);
      await screen.findByText("Building foundations with your little one");
    });

    it("goes back to the first child when the remembered one has been removed", async () => {
      document.cookie = "growly_child_42=9; path=/";
      renderHome(two);
      const switcher = await screen.findByRole("group", { name: "Home for:" });
      expect(within(switcher).getByRole("button", { name: "Mia" }).getAttribute("aria-pressed")).toBe("true");
    });

    it("shows the lessons for more than one child as a row of their own beside the path, and not with one child", async () => {
      renderHome(two);
      const row = await screen.findByRole("region", { name: "For more than one child" });
      expect(within(row).getByRole("link", { name: /Room for Two/ }).getAttribute("href")).toBe("/lessons/1/lesson/4");
      // Still locked: the card names the lesson that opens it.
      expect(within(row).getByText("This lesson opens once you finish “Dinner Disaster”.")).toBeTruthy();
      cleanup();
      renderHome({ ...two, "/api/family": familyOf([{ id: 1, name: "Mia", birthMonth: "2022-05", ageGroup: "3-5" }]) });
      await screen.findByText("Navigating the curious years");
      expect(screen.queryByRole("region", { name: "For more than one child" })).toBeNull();
      expect(screen.queryByRole("group", { name: "Home for:" })).toBeNull();
    });
  });

  it("asks once for a birth month the child is missing, and Not now puts the question aside on the account", async () => {
    const fetchMock = renderHome({ ...api, "/api/family": familyOf([{ id: 1, name: null, birthMonth: null, ageGroup: "3-5" }]) });
    const ask = await screen.findByRole("region", { name: "When was Child 1 born?" });
    fireEvent.click(within(ask).getByRole("button", { name: "Not now" }));
    await waitFor(() => expect(screen.queryByRole("region", { name: "When was Child 1 born?" })).toBeNull());
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === "PATCH");
    expect(patch?.[0]).toBe("/api/user/42/settings");
    expect(patch?.[1]?.body).toBe('{"birthMonthAsked":true}');
    cleanup();
    renderHome({
      ...api,
      "/api/family": familyOf([{ id: 1, name: null, birthMonth: null, ageGroup: "3-5" }]),
      "/api/user/42/settings": { ...DEFAULT_SETTINGS, birthMonthAsked: true },
    });
    await screen.findByText("Navigating the curious years");
    expect(screen.queryByRole("region", { name: "When was Child 1 born?" })).toBeNull();
  });

  it("saves the month asked for on home, and then asks no more", async () => {
    const year = String(new Date().getFullYear() - 4);
    const fetchMock = renderHome({
      ...api,
      "/api/family": familyOf([{ id: 1, name: "Mia", birthMonth: null, ageGroup: "3-5" }]),
      "/api/family/children/1": familyOf([{ id: 1, name: "Mia", birthMonth: `${year}-03`, ageGroup: "3-5" }]),
      // The family's change reads the parent again (their onboarding answer follows the children).
      "/api/auth/me": user,
    });
    const ask = await screen.findByRole("region", { name: "When was Mia born?" });
    // Only the month is asked: the name stays as it is.
    expect(within(ask).queryByLabelText("First name or nickname (optional)")).toBeNull();
    fireEvent.change(within(ask).getByRole("combobox", { name: "Month" }), { target: { value: "03" } });
    fireEvent.change(within(ask).getByRole("combobox", { name: "Year" }), { target: { value: year } });
    fireEvent.click(within(ask).getByRole("button", { name: "Save the month" }));
    await waitFor(() => expect(screen.queryByRole("region", { name: "When was Mia born?" })).toBeNull());
    const patches = fetchMock.mock.calls.filter(([, init]) => init?.method === "PATCH");
    expect(patches.map(([path, init]) => [path, JSON.parse(String(init?.body))])).toEqual([
      ["/api/family/children/1", { name: "Mia", birthMonth: `${year}-03` }],
      ["/api/user/42/settings", { birthMonthAsked: true }],
    ]);
  });
});
