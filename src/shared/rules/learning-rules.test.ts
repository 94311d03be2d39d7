import { describe, expect, it } from "vitest";
import { lessonAchievements } from "./achievements";
import { afterCompletion, localDate, statsAsOf } from "./days";
import { levelForXp, levelProgress, xpForLevel } from "./levels";
import { isLessonUnlocked, isLevelUnlocked, lessonStatuses } from "./locks";

describe("levels from XP", () => {
  it("uses the thresholds 0, 100, 250, 450, 700, 1000", () => {
    expect([1, 2, 3, 4, 5, 6].map(xpForLevel)).toEqual([0, 100, 250, 450, 700, 1000]);
  });
  it("gives the level reached, changing exactly at each threshold", () => {
    expect(levelForXp(0)).toBe(1);
    expect(levelForXp(99)).toBe(1);
    expect(levelForXp(100)).toBe(2);
    expect(levelForXp(249)).toBe(2);
    expect(levelForXp(250)).toBe(3);
    expect(levelForXp(1000)).toBe(6);
  });
  it("reports progress inside the current level", () => {
    expect(levelProgress(120)).toEqual({ level: 2, into: 20, span: 150 });
  });
});

const levels = [
  { id: 1, order: 1 },
  { id: 2, order: 2 },
];
const lessons = [
  { id: 10, levelId: 1, order: 1 },
  { id: 11, levelId: 1, order: 2 },
  { id: 20, levelId: 2, order: 1 },
  { id: 21, levelId: 2, order: 2 },
];

describe("lock rule", () => {
  it("opens only the first lesson of the first level for a new parent", () => {
    const none = new Set<number>();
    expect(lessons.map((lesson) => isLessonUnlocked(lesson, levels, lessons, none))).toEqual([true, false, false, false]);
  });
  it("opens the next lesson when the one before it is completed", () => {
    expect(isLessonUnlocked(lessons[1]!, levels, lessons, new Set([10]))).toBe(true);
  });
  it("keeps a level shut until every lesson of the previous level is completed", () => {
    expect(isLevelUnlocked(levels[1]!, levels, lessons, new Set([10]))).toBe(false);
    expect(isLevelUnlocked(levels[1]!, levels, lessons, new Set([10, 11]))).toBe(true);
    expect(isLessonUnlocked(lessons[2]!, levels, lessons, new Set([10, 11]))).toBe(true);
    expect(isLessonUnlocked(lessons[3]!, levels, lessons, new Set([10, 11]))).toBe(false);
  });
  it("marks completed, current, available and locked lessons", () => {
    const statuses = lessonStatuses(levels, lessons, new Set([10, 11]));
    expect([...statuses.entries()]).toEqual([
      [10, "completed"],
      [11, "completed"],
      [20, "current"],
      [21, "locked"],
    ]);
  });
});

describe("streak and daily goal by the parent's local day", () => {
  const fresh = { streak: 0, lastActiveDate: null, dailyGoalProgress: 0, streakStartedOn: null, streakWeekDays: 0 };

  it("counts 23:59 and 00:01 local as two days in a row", () => {
    const zone = "America/New_York";
    const lateEvening = localDate(new Date("2026-11-22T04:59:00Z"), zone); // 23:59 on the 21st in New York
    const justAfterMidnight = localDate(new Date("2026-11-22T05:01:00Z"), zone); // 00:01 on the 22nd
    expect([lateEvening, justAfterMidnight]).toEqual(["2026-11-21", "2026-11-22"]);
    const first = afterCompletion(fresh, lateEvening);
    expect(afterCompletion(first, justAfterMidnight).streak).toBe(2);
  });

  it("uses the parent's zone, not the server's", () => {
    const instant = new Date("2026-11-22T02:00:00Z");
    expect(localDate(instant, "Asia/Tokyo")).toBe("2026-11-22");
    expect(localDate(instant, "America/Los_Angeles")).toBe("2026-11-21");
  });

  it("keeps the streak for a second lesson on the same day and counts it toward the goal", () => {
    const once = afterCompletion(fresh, "2026-11-22");
    const twice = afterCompletion(once, "2026-11-22");
    expect(twice).toEqual({ streak: 1, lastActiveDate: "2026-11-22", dailyGoalProgress: 2, streakStartedOn: "2026-11-22", streakWeekDays: 1 });
  });

  it("starts again at 1 after a missed day", () => {
    const stats = { streak: 5, lastActiveDate: "2026-11-19", dailyGoalProgress: 2, streakStartedOn: "2026-11-15", streakWeekDays: 4 };
    expect(afterCompletion(stats, "2026-11-21")).toEqual({
      streak: 1, lastActiveDate: "2026-11-21", dailyGoalProgress: 1, streakStartedOn: "2026-11-21", streakWeekDays: 1,
    });
  });

  it("reads a broken streak as 0 and resets the goal on a new day", () => {
    const stats = { streak: 5, lastActiveDate: "2026-11-20", dailyGoalProgress: 3, streakStartedOn: "2026-11-16", streakWeekDays: 5 };
    expect(statsAsOf(stats, "2026-11-20")).toEqual(stats);
    expect(statsAsOf(stats, "2026-11-21")).toEqual({ ...stats, dailyGoalProgress: 0 });
    expect(statsAsOf(stats, "2026-11-22")).toEqual({ ...stats, streak: 0, dailyGoalProgress: 0 });
  });
});

describe("lesson achievements", () => {
  it("are earned at their thresholds", () => {
    expect(lessonAchievements({ lessonsCompleted: 0, levelsCompleted: 0, streak: 0 })).toEqual([]);
    expect(lessonAchievements({ lessonsCompleted: 10, levelsCompleted: 1, streak: 7 })).toEqual([
      "first-lesson", "first-level", "streak-3", "streak-7", "ten-lessons",
    ]);
  });
});

describe("localDate with its formatters kept per time zone", () => {
  it("gives each zone its own date for the same instant, however the calls interleave", () => {
    const instant = new Date("2026-03-01T02:30:00Z");
    const zones = ["Pacific/Auckland", "America/Los_Angeles", "UTC", "Pacific/Auckland", "America/Los_Angeles"];
    expect(zones.map((zone) => localDate(instant, zone))).toEqual(["2026-03-01", "2026-02-28", "2026-03-01", "2026-03-01", "2026-02-28"]);
  });

  it("turns the date at the zone's own midnight, to the millisecond, when asked again and again around it", () => {
    // Kathmandu is 5:45 ahead of UTC: midnight there falls at 18:15 UTC, on no whole hour.
    const zone = "Asia/Kathmandu";
    const midnight = Date.parse("2026-11-24T18:15:00Z");
    const asked = [-1001, -1, -1, 0, 0, 1, 999, 1000].map((offset) => localDate(new Date(midnight + offset), zone));
    expect(asked).toEqual(["2026-11-24", "2026-11-24", "2026-11-24", "2026-11-25", "2026-11-25", "2026-11-25", "2026-11-25", "2026-11-25"]);
    // Back to the evening before, after the next day was asked: the earlier answer again.
    expect(localDate(new Date(midnight - 1), zone)).toBe("2026-11-24");
    // An offset with seconds (Monrovia kept -0:44:30 until 1972): still turns exactly at local midnight.
    const monroviaMidnight = Date.parse("1960-01-01T00:44:30Z");
    expect(localDate(new Date(monroviaMidnight - 1), "Africa/Monrovia")).toBe("1959-12-31");
    expect(localDate(new Date(monroviaMidnight), "Africa/Monrovia")).toBe("1960-01-01");
  });

  it("refuses an unknown zone every time, not only the first", () => {
    expect(() => localDate(new Date(), "Mars/Olympus_Mons")).toThrow(RangeError);
    expect(() => localDate(new Date(), "Mars/Olympus_Mons")).toThrow(RangeError);
  });
});
