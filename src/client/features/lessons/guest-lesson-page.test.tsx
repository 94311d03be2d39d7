// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { LeadCard, Practice } from "@shared/content/curriculum-schema";
import type { GuestAttempt, GuestCompletion } from "@shared/schemas/guest-lesson";
import type { Lesson } from "@shared/schemas/learning";
import { createQueryClient } from "../../app/query-client";
import { createLesson, createLevel } from "../../../../tests/support/signed-in-render";
import { GuestLessonPage } from "./guest-lesson-page";

// The real players are tested with the registry; here a stand-in answers, then finishes with a score.
vi.mock("../../players/registry", () => ({
  LessonPlayer: ({
    lesson,
    onComplete,
    onStateChange,
  }: {
    lesson: Lesson;
    onComplete: (score: number, summary?: unknown) => void;
    onStateChange: (state: Record<string, unknown>) => void;
  }) => (
    <div>
      <p>Playing {lesson.title}</p>
      <button type="button" onClick={() => onStateChange({ picked: 2 })}>
        Answer
      </button>
      <button type="button" onClick={() => onComplete(0, { right: 0, total: 1, kind: "first-try" })}>
        Finish
      </button>
    </div>
  ),
}));
vi.mock("../../components/ui/toast", () => ({ notify: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const lead: LeadCard[] = [
  { heading: "The moment", body: "The banana snaps." },
  { heading: "The idea", body: "Name the feeling before the fix." },
];
const practice: Practice = {
  title: "Name it before you fix it",
  when: "The next time something small goes wrong",
  say: '"Oh, you really wanted that!"',
  expect: "It may get louder before it gets quieter.",
};
const level = createLevel({ id: 1, title: "Big Feelings" });
const lesson = { ...createLesson({ id: 1, levelId: 1, order: 1, title: "Connect Before You Correct", xpReward: 20 }), content: {}, lead, practice } as Lesson;

const attempt = (overrides: Partial<GuestAttempt> = {}): GuestAttempt => ({
  token: "attempt.signature",
  expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
  lesson,
  level,
  attempt: null,
  completion: null,
  ...overrides,
});
const completion: GuestCompletion = { score: 0, xpToKeep: 20, completedAt: new Date().toISOString(), reflectionSaved: false };

/** Answers the guest calls: the start with `started`, the completion with `completion`; records every request. */
function stubGuestApi(started: { status: number; body: unknown }) {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (address: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      // The lesson is asked for in the page's language (src/shared/api/reads.ts); the fixture is English.
      const path = address.replace(/\?language=[a-z]+$/, "");
      calls.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const answer =
        path === "/api/guest-lesson" ? started
        : path === "/api/guest-lesson/complete" ? { status: 200, body: completion }
        : { status: 200, body: { attempt: null } };
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }),
  );
  return calls;
}

function renderPage() {
  const location = memoryLocation({ path: "/try", record: true });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={location.hook}>
        <GuestLessonPage />
      </Router>
    </QueryClientProvider>,
  );
  return location;
}

describe("the guest lesson page", () => {
  it("plays the lesson in the frame, keeps its token, and ends on the XP to keep and Save your progress", async () => {
    const calls = stubGuestApi({ status: 200, body: attempt() });
    const location = renderPage();
    await screen.findByRole("heading", { level: 1, name: lesson.title });
    expect(screen.getByText("1 of 2")).toBeTruthy();
    expect(JSON.parse(localStorage.getItem("growly.guestLesson") ?? "{}")).toMatchObject({ token: "attempt.signature" });

    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    fireEvent.click(await screen.findByRole("button", { name: "Let's practise" }));
    fireEvent.click(await screen.findByRole("button", { name: "Answer" }));
    fireEvent.click(await screen.findByRole("button", { name: "Finish" }));
    await screen.findByRole("heading", { name: "Lesson complete!" });
    await screen.findByText("+20 XP");
    expect(screen.getByText(/Yours to keep when you create your free account/)).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Your practice for this week" })).toBeTruthy();
    await waitFor(() => expect(calls.some((call) => call.path === "/api/guest-lesson/complete")).toBe(true));
    // The browser sends the answers it was given, never a score: the score and the XP are the server's.
    expect(calls.find((call) => call.path === "/api/guest-lesson/complete")?.body).toEqual({ answers: { picked: 2 } });

    fireEvent.click(screen.getByRole("link", { name: "Save your progress" }));
    expect(location.history.at(-1)).toBe("/register?from=guest-lesson");
  });

  it("shows the celebration again after a reload at the end", async () => {
    stubGuestApi({ status: 200, body: attempt({ completion }) });
    renderPage();
    await screen.findByRole("heading", { name: "Lesson complete!" });
    expect(screen.getByText("+20 XP")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Log in to save it" }).getAttribute("href")).toBe("/login");
  });

  it("says why when too many lessons were started from this connection", async () => {
    stubGuestApi({ status: 429, body: { message: "Too many requests. Please try again later." } });
    renderPage();
    await screen.findByRole("heading", { name: "The lesson didn't open" });
    expect(screen.getByText(/Many lessons were started from this connection/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Create account" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
  });
});
