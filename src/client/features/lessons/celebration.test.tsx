// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { CompletionResult } from "@shared/schemas/learning";
import { renderToStaticMarkup } from "react-dom/server";
import { Dot, Pip } from "../../components/art/monsters";
import { Celebration, type CelebrationProps } from "./celebration";
import { createUser } from "../../../../tests/support/signed-in-render";

vi.mock("../../lib/sound", () => ({ playSound: vi.fn() }));
import { playSound } from "../../lib/sound";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(playSound).mockClear();
});

const result: CompletionResult = {
  user: createUser({ xp: 120, level: 2, streak: 4, dailyGoalProgress: 2, dailyGoalTarget: 3 }),
  progress: { id: 1, lessonId: 4, levelId: 1, completed: true, score: 100, completedAt: "2026-01-01T00:00:00.000Z" },
  xpAwarded: 50,
  firstCompletion: true,
  levelUp: { from: 1, to: 2 },
  newAchievements: ["first-lesson", "not-a-badge"],
};

function renderCelebration(overrides: Partial<CelebrationProps> = {}) {
  const location = memoryLocation({ path: "/lessons/1/lesson/4/old" });
  render(
    <Router hook={location.hook}>
      <Celebration
        title="Ouch!"
        summary={{ right: 5, total: 6, kind: "first-try" }}
        result={result}
        failed={false}
        onRetry={vi.fn()}
        finish={{ path: "/", label: "Back to Home" }}
        {...overrides}
      />
    </Router>,
  );
}

describe("Celebration", () => {
  it("draws the child the lesson is about, proud, and Pip for a lesson about no one", () => {
    const drawn = () => document.querySelector("section > svg")?.outerHTML;
    const drawing = (element: React.ReactElement) => renderToStaticMarkup(element);
    renderCelebration({ character: "dot" });
    expect(drawn()).toBe(drawing(<Dot mood="proud" className="size-28 motion-safe:animate-bob" />));
    cleanup();
    renderCelebration();
    expect(drawn()).toBe(drawing(<Pip mood="proud" className="size-28 motion-safe:animate-bob" />));
  });

  it("shows the XP, level-up, streak, today's goal and each known new badge, and chimes once", () => {
    renderCelebration();
    expect(screen.getByText("You earned 50 XP")).toBeTruthy();
    expect(screen.getByText("Level up! You reached level 2")).toBeTruthy();
    expect(screen.getByText("4 days")).toBeTruthy();
    expect(screen.getByText("2 of 3 lessons or stories")).toBeTruthy();
    expect(screen.getByText("Not reached yet today")).toBeTruthy();
    expect(screen.getAllByText(/^New badge:/).map((badge) => badge.textContent)).toEqual(["New badge: First Step"]);
    expect(playSound).toHaveBeenCalledTimes(1);
    expect(playSound).toHaveBeenCalledWith("success");
  });

  it("says Achievement Unlocked! only when the lesson earned a badge", () => {
    renderCelebration();
    expect(screen.getByText("Achievement Unlocked!")).toBeTruthy();
    cleanup();
    renderCelebration({ result: { ...result, newAchievements: [] } });
    expect(screen.getByText("You earned 50 XP")).toBeTruthy();
    expect(screen.queryByText("Achievement Unlocked!")).toBeNull();
    cleanup();
    // An id that is no badge earns no such line either.
    renderCelebration({ result: { ...result, newAchievements: ["not-a-badge"] } });
    expect(screen.queryByText("Achievement Unlocked!")).toBeNull();
  });

  it("is still under reduced motion: the XP shows at its full number at once", () => {
    vi.stubGlobal("matchMedia", (query: string) => ({ matches: query === "(prefers-reduced-motion: reduce)", media: query }));
    renderCelebration();
    expect(screen.getByText("+50 XP")).toBeTruthy();
  });

  it("waits for the save without chiming, and offers Try again when it fails", () => {
    renderCelebration({ result: undefined });
    expect(screen.getByText("Saving your progress...")).toBeTruthy();
    expect(playSound).not.toHaveBeenCalled();
    cleanup();
    renderCelebration({ result: undefined, failed: true });
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });

  it("shows the practice for this week when the lesson has one", () => {
    renderCelebration({
      practice: { title: "Name it first", when: "At the next tumble", say: "\"Ouch, that hurt.\"", expect: "More tears at first." },
    });
    expect(screen.getByRole("heading", { name: "Your practice for this week" })).toBeTruthy();
    expect(screen.getByText("Name it first")).toBeTruthy();
    expect(screen.getByText("More tears at first.")).toBeTruthy();
  });
});
