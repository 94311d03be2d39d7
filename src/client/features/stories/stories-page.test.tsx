// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createUser, renderSignedIn } from "../../../../tests/support/signed-in-render";
import { StoriesPage } from "./stories-page";
import { createStory, stubStoriesApi } from "./test-support";

const user = createUser();
const stories = [
  createStory({ id: 4, order: 1, title: "One More Story", category: "bedtime", difficulty: "easy" }),
  createStory({ id: 2, order: 2, title: "The Orange Stew", category: "mealtime", difficulty: "medium" }),
  createStory({ id: 9, order: 3, title: "Tidy-Up Time", category: "chores", difficulty: "hard" }),
];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("StoriesPage", () => {
  it("explains how stories work and features the first story", async () => {
    stubStoriesApi({ userId: user.id, stories, progress: [] });
    renderSignedIn(<StoriesPage />, { user, path: "/stories" });
    expect(screen.getByRole("heading", { level: 1, name: "Practice Stories" })).toBeTruthy();
    expect(screen.getByText("Learn through real-life scenarios")).toBeTruthy();
    const how = (await screen.findByRole("heading", { name: "How stories work" })).closest("section")!;
    expect(
      within(how)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Read real-life scenarios with monster families",
      "Choose how you would handle each situation",
      "Learn from the feedback and tips",
      "Earn XP as you finish new stories",
    ]);

    const featured = screen.getByTestId("featured-story");
    expect(within(featured).getByRole("heading", { name: "One More Story" })).toBeTruthy();
    expect(within(featured).getByText("Easy")).toBeTruthy();
    expect(within(featured).getByText("3-5 min")).toBeTruthy();
    expect(within(featured).getByRole("link", { name: "Play One More Story" }).getAttribute("href")).toBe("/stories/4");
  });

  it("lists all stories in order with difficulty, the fixed duration and a category icon", async () => {
    stubStoriesApi({ userId: user.id, stories, progress: [] });
    renderSignedIn(<StoriesPage />, { user, path: "/stories" });
    const all = (await screen.findByRole("heading", { name: "All Stories" })).closest("section")!;
    const items = within(all).getAllByRole("listitem");
    expect(items.map((item) => within(item).getByRole("heading").textContent)).toEqual([
      "One More Story",
      "The Orange Stew",
      "Tidy-Up Time",
    ]);
    expect(within(items[1]!).getByText("Medium")).toBeTruthy();
    expect(within(items[2]!).getByText("Hard")).toBeTruthy();
    expect(within(all).getAllByText("3-5 min")).toHaveLength(3);
    const icons = items.map((item) => item.querySelector("[data-category-icon]")?.getAttribute("data-category-icon"));
    expect(icons).toEqual(["bedtime", "mealtime", "chores"]);
  });

  it("offers Replay for a finished story and Play for the others", async () => {
    const progress = [{ storyId: 2, completed: true, completedAt: "2026-01-01T00:00:00.000Z", choices: ["a"] }];
    stubStoriesApi({ userId: user.id, stories, progress });
    renderSignedIn(<StoriesPage />, { user, path: "/stories" });
    const all = (await screen.findByRole("heading", { name: "All Stories" })).closest("section")!;
    expect(within(all).getByRole("link", { name: "Replay The Orange Stew" }).getAttribute("href")).toBe("/stories/2");
    expect(within(all).getByRole("link", { name: "Play One More Story" })).toBeTruthy();
    expect(within(all).getByRole("link", { name: "Play Tidy-Up Time" })).toBeTruthy();
    expect(within(all).queryByRole("link", { name: "Play The Orange Stew" })).toBeNull();
    expect(within(all).getAllByText("Completed")).toHaveLength(1);
  });

  it("puts the stories for the child's age first and keeps every other story below", async () => {
    const parent = createUser({ onboardingData: { childAge: "6-8" } as never });
    const tagged = [
      createStory({ id: 4, order: 1, title: "One More Story", ages: ["3-5"] }),
      createStory({ id: 2, order: 2, title: "Homework Tears", ages: ["6-8"] }),
      createStory({ id: 9, order: 3, title: "Untagged" }),
    ];
    stubStoriesApi({ userId: parent.id, stories: tagged, progress: [] });
    renderSignedIn(<StoriesPage />, { user: parent, path: "/stories" });
    const forAge = (await screen.findByRole("heading", { name: "For your child's age" })).closest("section")!;
    expect(within(forAge).getByText("Stories with a child of 6–8 years")).toBeTruthy();
    expect(
      within(forAge)
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(["Homework Tears"]);
    const more = screen.getByRole("heading", { name: "More Stories" }).closest("section")!;
    expect(
      within(more)
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(["One More Story", "Untagged"]);
    const headings = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(headings.indexOf("For your child's age")).toBeLessThan(headings.indexOf("Featured Story"));
  });

  it("puts first the stories for the child chosen on home's switcher on this device", async () => {
    const parent = createUser({ onboardingData: { childAge: "multiple" } as never });
    const tagged = [
      createStory({ id: 4, order: 1, title: "One More Story", ages: ["3-5"] }),
      createStory({ id: 2, order: 2, title: "Homework Tears", ages: ["6-8"] }),
    ];
    const family = {
      children: [
        { id: 1, name: "Mia", birthMonth: "2018-05", ageGroup: "6-8" },
        { id: 2, name: "Bean", birthMonth: "2022-06", ageGroup: "3-5" },
      ],
      adults: [{ id: parent.id, username: parent.username, role: "owner", you: true }],
      sharesAnswers: false,
      youShareAnswers: false,
      invitations: [],
    };
    document.cookie = `growly_child_${parent.id}=2; path=/`;
    try {
      stubStoriesApi({ userId: parent.id, stories: tagged, progress: [], family });
      renderSignedIn(<StoriesPage />, { user: parent, path: "/stories" });
      expect(await screen.findByText("Stories with a child of 3–5 years")).toBeTruthy();
      const forAge = screen.getByRole("heading", { name: "For your child's age" }).closest("section")!;
      expect(within(forAge).getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual(["One More Story"]);
    } finally {
      document.cookie = `growly_child_${parent.id}=; path=/; max-age=0`;
    }
  });

  it("lists all stories as before when nothing is written for the child's age", async () => {
    const parent = createUser({ onboardingData: { childAge: "0-2" } as never });
    stubStoriesApi({ userId: parent.id, stories, progress: [] });
    renderSignedIn(<StoriesPage />, { user: parent, path: "/stories" });
    expect(await screen.findByRole("heading", { name: "All Stories" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "For your child's age" })).toBeNull();
  });

  it("says stories are being prepared when there are none", async () => {
    stubStoriesApi({ userId: user.id, stories: [], progress: [] });
    renderSignedIn(<StoriesPage />, { user, path: "/stories" });
    expect(await screen.findByRole("heading", { name: "No Stories Available" })).toBeTruthy();
    expect(screen.getByText("Stories are being prepared")).toBeTruthy();
    expect(screen.queryByText("Featured Story")).toBeNull();
    expect(screen.queryByRole("link", { name: /Play/ })).toBeNull();
  });
});
