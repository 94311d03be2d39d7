// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LessonsOverviewPage } from "./lessons-overview-page";
import { completedEntry, createLesson, createLevel, createUser, renderSignedIn, stubLearningApi } from "../../../../tests/support/signed-in-render";

const user = createUser();
const levels = [createLevel({ id: 1, title: "Big Feelings", order: 1 }), createLevel({ id: 2, title: "Setting Limits", order: 2, color: "orange" })];
const lessons = [
  createLesson({ id: 1, levelId: 1, order: 1, title: "Naming Feelings", xpReward: 30 }),
  createLesson({ id: 2, levelId: 1, order: 2, title: "Calm Together", minutes: 6 }),
  createLesson({ id: 3, levelId: 1, order: 3, title: "After the Storm" }),
  createLesson({ id: 4, levelId: 2, order: 1, title: "Kind and Firm" }),
];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderOverview() {
  stubLearningApi({ user, levels, lessons, progress: [completedEntry(lessons[0]!)] });
  renderSignedIn(<LessonsOverviewPage />, { user, path: "/lessons-overview" });
  await screen.findByRole("heading", { name: "Big Feelings" });
}

const card = (title: string) => screen.getByRole("button", { name: new RegExp(title) });

describe("LessonsOverviewPage", () => {
  it("groups lessons by level with a lesson count and asks for a selection", async () => {
    await renderOverview();
    expect(screen.getByRole("heading", { level: 1, name: "Your Learning Journey" })).toBeTruthy();
    const group = screen.getByRole("heading", { name: "Big Feelings" }).closest("section")!;
    expect(within(group).getByText("3 lessons")).toBeTruthy();
    expect(within(group).getAllByRole("button").map((button) => button.textContent)).toEqual([
      expect.stringContaining("Naming Feelings"),
      expect.stringContaining("Calm Together"),
      expect.stringContaining("After the Storm"),
    ]);
    expect(screen.getByRole("heading", { name: "Select a Lesson" })).toBeTruthy();
    expect(screen.getByText("Choose a lesson to see its details")).toBeTruthy();
  });

  it("marks lessons locked by the lock rule, including the next level's first lesson", async () => {
    await renderOverview();
    expect(within(card("Calm Together")).queryByText("Locked")).toBeNull();
    expect(within(card("After the Storm")).getByText("Locked")).toBeTruthy();
    expect(within(card("Kind and Firm")).getByText("Locked")).toBeTruthy();
  });

  it("selects an unlocked lesson and shows its details with Start Lesson", async () => {
    await renderOverview();
    fireEvent.click(card("Calm Together"));
    expect(card("Calm Together").getAttribute("aria-pressed")).toBe("true");
    const panel = screen.getByRole("complementary", { name: "Lesson details" });
    expect(within(panel).getByRole("heading", { name: "Calm Together" })).toBeTruthy();
    expect(within(panel).getByText("About 6 min")).toBeTruthy();
    expect(within(panel).getByText("Ready to Start")).toBeTruthy();
    expect(within(panel).getByText("+20 XP upon completion")).toBeTruthy();
    expect(within(panel).getByRole("link", { name: "Start Lesson" }).getAttribute("href")).toBe("/lessons/1/lesson/2");
  });

  it("offers Review Lesson for a completed lesson", async () => {
    await renderOverview();
    fireEvent.click(card("Naming Feelings"));
    const panel = screen.getByRole("complementary", { name: "Lesson details" });
    expect(within(panel).getByText("Completed")).toBeTruthy();
    expect(within(panel).getByText("+30 XP upon completion")).toBeTruthy();
    expect(within(panel).getByRole("link", { name: "Review Lesson" }).getAttribute("href")).toBe("/lessons/1/lesson/1");
  });

  it("does not select a locked lesson", async () => {
    await renderOverview();
    fireEvent.click(card("Calm Together"));
    fireEvent.click(card("After the Storm"));
    expect(card("After the Storm").getAttribute("aria-pressed")).toBe("false");
    expect(card("After the Storm").getAttribute("aria-disabled")).toBe("true");
    expect(card("Calm Together").getAttribute("aria-pressed")).toBe("true");
  });
});
