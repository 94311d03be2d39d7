// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import type { GuestClaimResult } from "@shared/schemas/guest-lesson";
import { claimGuestLesson, rememberGuestToken } from "./guest-lesson-claim";

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

const claimed: GuestClaimResult = {
  user: {
    id: 7,
    username: "parent_a",
    email: "a@example.com",
    level: 1,
    xp: 20,
    streak: 1,
    lastActiveDate: "2026-11-26",
    completedLevels: [],
    achievements: ["first-lesson"],
    achievementDates: { "first-lesson": "2026-11-26T10:05:00.000Z" },
    currentLevelId: 1,
    dailyGoalProgress: 1,
    dailyGoalTarget: 3,
    onboardingCompleted: false,
    onboardingData: null,
    timeZone: "Europe/London",
    createdAt: "2026-11-26T10:00:00.000Z",
    updatedAt: "2026-11-26T10:05:00.000Z",
  },
  lessonId: 1,
  xpAwarded: 20,
  journalEntrySaved: false,
  newAchievements: [],
};

function stubFetch(respond: () => Promise<Response>) {
  const fetchMock = vi.fn(respond);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("claiming a guest lesson after signing in", () => {
  it("asks nothing when this browser played no guest lesson", async () => {
    const fetchMock = stubFetch(async () => new Response(null, { status: 500 }));
    expect(await claimGuestLesson()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the kept token once and forgets it after the server moved the lesson", async () => {
    rememberGuestToken("attempt.signature", inAnHour());
    const fetchMock = stubFetch(async () => new Response(JSON.stringify(claimed), { status: 200 }));
    const result = await claimGuestLesson();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/guest-lesson/claim");
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual({ token: "attempt.signature" });
    expect(result).toEqual(claimed);
    expect(localStorage.getItem("growly.guestLesson")).toBeNull();
    expect(await claimGuestLesson()).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("forgets a token the server refuses, and keeps one a failed connection could not send", async () => {
    rememberGuestToken("attempt.signature", inAnHour());
    stubFetch(async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(await claimGuestLesson()).toBeNull();
    expect(localStorage.getItem("growly.guestLesson")).not.toBeNull();

    const refused = stubFetch(async () => new Response(JSON.stringify({ message: "nothing" }), { status: 404 }));
    expect(await claimGuestLesson()).toBeNull();
    expect(refused).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem("growly.guestLesson")).toBeNull();
  });

  it("does not send a token past its expiry", async () => {
    rememberGuestToken("attempt.signature", new Date(Date.now() - 1000).toISOString());
    const fetchMock = stubFetch(async () => new Response(null, { status: 500 }));
    expect(await claimGuestLesson()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(localStorage.getItem("growly.guestLesson")).toBeNull();
  });
});
