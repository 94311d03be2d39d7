// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Lesson } from "../../shared/schemas/learning";
import { LessonPlayer } from "./registry";

// A player that throws while rendering, behind a real lesson whose content passes its schema.
vi.mock("./activities/branching-scenario/branching-scenario-player", () => ({
  BranchingScenarioPlayer: () => {
    throw new Error("the player broke");
  },
}));

const lesson = JSON.parse(
  readFileSync(join(process.cwd(), "content", "lessons", "09-helping-your-child-make-choices.json"), "utf8"),
) as Lesson;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("LessonPlayer when a player throws", () => {
  it("shows a friendly card naming the lesson and its activity type instead of a blank page", async () => {
    // React reports the caught error on console.error; this test expects it.
    vi.spyOn(console, "error").mockImplementation(() => {});
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const onComplete = vi.fn();
    render(<LessonPlayer lesson={lesson} onComplete={onComplete} onProgress={vi.fn()} saveReflection={vi.fn()} />);

    const card = await screen.findByRole("alert");
    expect(card.textContent).toContain(lesson.title);
    expect(card.textContent).toContain("branching-scenario");
    expect(screen.getByRole("heading", { name: "Oops, this activity hit a snag" })).toBeTruthy();
    expect(warn.mock.calls.some((call) => String(call[0]).includes("branching-scenario"))).toBe(true);
    expect(onComplete).not.toHaveBeenCalled();
  });
});
