import { describe, expect, it } from "vitest";
import type { ProgressEntry } from "@shared/schemas/learning";
import { ApiError } from "@client/lib/api";
import { type OutboxItem, isRetryable } from "@client/lib/outbox";
import { withLessonsKeptOnDevice } from "./progress";

const kept = (lessonId: number, overrides: Partial<OutboxItem> = {}): OutboxItem => ({
  key: `key-${lessonId}`,
  userId: 7,
  kind: "lesson",
  method: "POST",
  path: `/api/user/7/lessons/${lessonId}/progress`,
  body: { levelId: 1, completed: true, score: 80 },
  createdAt: Date.parse("2026-01-15T10:00:00Z"),
  ...overrides,
});
const done: ProgressEntry = { id: 1, lessonId: 1, levelId: 1, completed: true, score: 100, completedAt: "2026-01-14T10:00:00.000Z" };

describe("progress with lessons finished offline", () => {
  it("counts a lesson kept on the phone as completed, so the next one opens before it syncs", () => {
    expect(withLessonsKeptOnDevice([done], [kept(2)])).toEqual([
      done,
      { id: -2, lessonId: 2, levelId: 1, completed: true, score: 80, completedAt: "2026-01-15T10:00:00.000Z" },
    ]);
  });

  it("leaves the server's answer alone for lessons it already has, and for other kept writes", () => {
    expect(withLessonsKeptOnDevice([done], [kept(1), kept(3, { kind: "journal", path: "/api/journal" })])).toEqual([done]);
  });
});

describe("what is worth sending again", () => {
  it("is a write that got no answer or a brief server fault, never a refusal", () => {
    expect(isRetryable(new TypeError("Failed to fetch"))).toBe(true);
    expect(isRetryable(new ApiError(503, "briefly unavailable"))).toBe(true);
    // Too many of the parent's changes at once: the server asks to wait, so it is kept and sent again, never dropped.
    expect(isRetryable(new ApiError(429, "too many at once"))).toBe(true);
    expect(isRetryable(new ApiError(403, "locked"))).toBe(false);
    expect(isRetryable(new ApiError(400, "bad"))).toBe(false);
  });
});
