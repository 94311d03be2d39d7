// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { GENERIC_TYPES } from "../../shared/content/activity-types";
import { contentSchemas } from "../../shared/content/content-schemas";
import type { Lesson } from "../../shared/schemas/learning";
import { createLesson } from "./activities/test-lessons";
import { getPlayer, LessonPlayer, PlayerErrorBoundary } from "./registry";

const multipleChoice = {
  scenario: "The banana snaps in half and Pip wails on the kitchen floor.",
  question: "What could you say first?",
  options: ["It's just a banana.", "Look, a bird!", "Oh no, you wanted it whole!", "Get up, or no banana."],
  correctAnswer: 2,
  explanation: "Connect before you correct.",
  optionFeedback: ["Feedback A", "Feedback B", "Feedback C", "Feedback D"],
};

function renderLesson(overrides: Parameters<typeof createLesson>[0]) {
  const onComplete = vi.fn();
  const onProgress = vi.fn();
  render(<LessonPlayer lesson={createLesson(overrides)} onComplete={onComplete} onProgress={onProgress} saveReflection={vi.fn()} />);
  return { onComplete, onProgress };
}

function Broken(): never {
  throw new Error("the player broke");
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("getPlayer", () => {
  it("has a player for every generic activity type", () => {
    for (const type of GENERIC_TYPES) expect(getPlayer(type), type).toBeDefined();
  });

  it("knows no player for an unknown type, nor for object built-ins", () => {
    expect(getPlayer("interpretive-dance")).toBeUndefined();
    expect(getPlayer("toString")).toBeUndefined();
    expect(getPlayer("__proto__")).toBeUndefined();
  });

});

describe("LessonPlayer", () => {
  it("says 'Activity type not supported yet' for a type no player plays", () => {
    renderLesson({ activityType: "interpretive-dance" as never });
    expect(screen.getByText("Activity type not supported yet")).toBeTruthy();
  });

  it("shows a friendly card naming the lesson, and warns, when the lesson has no content", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    renderLesson({ title: "Snapped Banana", activityType: "multiple-choice", content: null });
    const card = screen.getByRole("alert");
    expect(card.textContent).toContain("Snapped Banana");
    expect(card.textContent).toContain("multiple-choice");
    expect(screen.queryByRole("radiogroup")).toBeNull();
    expect(warn).toHaveBeenCalled();
  });

  // Runs before any other test renders a multiple-choice lesson: once loaded, the player's chunk stays loaded.
  it("shows a loading status, then plays the lesson with its player", async () => {
    const { onProgress } = renderLesson({ activityType: "multiple-choice", content: multipleChoice });
    expect(screen.getByRole("status").textContent).toContain("Getting your activity ready");
    expect(await screen.findByRole("radiogroup", { name: multipleChoice.question })).toBeTruthy();
    await waitFor(() => expect(onProgress).toHaveBeenCalledWith(0));
  });
});

/** A lesson as the server sends it: its content parsed by its type's schema (src/server/curriculum/curriculum.ts). */
const asServed = (lesson: Lesson): Lesson => ({ ...lesson, content: contentSchemas[lesson.activityType].parse(lesson.content) });

/** The authored curriculum's lessons that the generic players play. */
const authoredLessons = readdirSync(join(process.cwd(), "content", "lessons"))
  .filter((name) => name.endsWith(".json"))
  .map((name) => JSON.parse(readFileSync(join(process.cwd(), "content", "lessons", name), "utf8")) as Lesson)
  .filter((lesson) => lesson.content !== null)
  .map(asServed)
  .filter((lesson) => (GENERIC_TYPES as readonly string[]).includes(lesson.activityType));

describe("LessonPlayer with the authored curriculum", () => {
  it("finds authored lessons of every generic type", () => {
    expect(new Set(authoredLessons.map((lesson) => lesson.activityType))).toEqual(new Set(GENERIC_TYPES));
  });

  it.each(authoredLessons.map((lesson) => [lesson.title, lesson] as const))("plays “%s” without a problem card", async (_title, lesson) => {
    const onProgress = vi.fn();
    render(<LessonPlayer lesson={lesson} onComplete={vi.fn()} onProgress={onProgress} saveReflection={vi.fn()} />);
    expect(await screen.findByRole("region", { name: lesson.title })).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    await waitFor(() => expect(onProgress).toHaveBeenCalledWith(0));
  });
});

/** A lesson file of the curriculum, read as the server sends it. */
const lessonFile = (prefix: string) => {
  const name = readdirSync(join(process.cwd(), "content", "lessons")).find((file) => file.startsWith(prefix))!;
  return asServed(JSON.parse(readFileSync(join(process.cwd(), "content", "lessons", name), "utf8")) as Lesson);
};

describe("per-lesson behaviour lives in the lesson file, not in code keyed by title", () => {
  it("plays a renamed card-layout lesson with its card layout", async () => {
    const renamed = { ...lessonFile("34-"), title: "A Brand New Name" };
    render(<LessonPlayer lesson={renamed} onComplete={vi.fn()} onProgress={vi.fn()} saveReflection={vi.fn()} />);
    expect(await screen.findByRole("button", { name: "Start Lesson" })).toBeTruthy();
    expect(screen.getByText(/^Slide 1 of \d+$/)).toBeTruthy();
  });

  it("plays a renamed steps lesson with its own rules", async () => {
    const renamed = { ...lessonFile("20-"), title: "Homework, Renamed" };
    render(<LessonPlayer lesson={renamed} onComplete={vi.fn()} onProgress={vi.fn()} saveReflection={vi.fn()} />);
    // The Homework Challenge's finish words come from its file's play.stepRules.
    expect(await screen.findByRole("button", { name: "Complete Quiz" })).toBeTruthy();
  });
});

describe("PlayerErrorBoundary", () => {
  it("shows a card naming the lesson and its type when the player throws", () => {
    // React reports the caught error on console.error; here that is expected.
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
    render(
      <div>
        <p>Header stays</p>
        <PlayerErrorBoundary lesson={createLesson({ title: "Snapped Banana", activityType: "drag-drop" })}>
          <Broken />
        </PlayerErrorBoundary>
      </div>,
    );
    const card = screen.getByRole("alert");
    expect(card.textContent).toContain("Snapped Banana");
    expect(card.textContent).toContain("drag-drop");
    expect(screen.getByText("Header stays")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try Again" })).toBeTruthy();
  });

  it("shows its children when nothing throws", () => {
    render(
      <PlayerErrorBoundary lesson={createLesson()}>
        <p>All good</p>
      </PlayerErrorBoundary>,
    );
    expect(screen.getByText("All good")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
