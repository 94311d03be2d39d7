import { describe, expect, it } from "vitest";
import { type DayStats, type StreakRhythm, afterCompletion, localDate, restDaysLeft, restDaysUsed, statsAsOf, weekStart } from "./days";

const start: DayStats = { streak: 0, lastActiveDate: null, dailyGoalProgress: 0, streakStartedOn: null, streakWeekDays: 0 };

/** The stats after a lesson on each of `days`, in order, under `rhythm`. */
function played(days: string[], rhythm: StreakRhythm): DayStats {
  return days.reduce((stats, day) => afterCompletion(stats, day, rhythm), start);
}

describe("a kinder streak (docs/product-rules.md#a-kinder-streak)", () => {
  it("runs weeks from Monday to Sunday", () => {
    expect(weekStart("2026-11-26")).toBe("2026-11-23"); // a Thursday
    expect(weekStart("2026-11-23")).toBe("2026-11-23");
    expect(weekStart("2026-11-29")).toBe("2026-11-23"); // Sunday ends the week
    expect(weekStart("2026-03-01")).toBe("2026-02-23"); // across a month end
  });

  it("every day: one missed day breaks it, as the specification's streak", () => {
    const stats = played(["2026-11-23", "2026-11-24"], 7);
    expect(stats.streak).toBe(2);
    expect(statsAsOf(stats, "2026-11-25", 7).streak).toBe(2);
    expect(statsAsOf(stats, "2026-11-26", 7).streak).toBe(0);
    expect(afterCompletion(stats, "2026-11-26", 7).streak).toBe(1);
  });

  it("3 days a week: four rest days a week keep it, counting active days only", () => {
    // Mon, Wed, Fri, then the next Tuesday and Thursday.
    const stats = played(["2026-11-23", "2026-11-25", "2026-11-27", "2026-12-01", "2026-12-03"], 3);
    expect(stats.streak).toBe(5);
    expect(stats.streakStartedOn).toBe("2026-11-23");
    expect(restDaysUsed(stats, "2026-12-04", 3)).toBe(2); // Mon and Wed of that week
    expect(restDaysLeft(stats, "2026-12-04", 3)).toBe(2); // 4 a week, Monday and Wednesday used
  });

  it("never promises more rest days than the week has left", () => {
    // A new parent's first lesson on a Thursday under 3 days a week: Friday to Sunday remain, not four.
    const stats = played(["2026-11-26"], 3);
    expect(restDaysLeft(stats, "2026-11-26", 3)).toBe(3);
    expect(restDaysLeft(start, "2026-11-26", 3)).toBe(4); // nothing yet today: Thursday to Sunday
    expect(restDaysLeft(stats, "2026-11-26", 7)).toBe(0);
  });

  it("5 days a week: a third missed day in one week breaks it, as soon as that is certain", () => {
    const stats = played(["2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26"], 5);
    // Friday and Saturday rest: still unbroken on Sunday.
    expect(statsAsOf(stats, "2026-11-29", 5).streak).toBe(4);
    expect(afterCompletion(stats, "2026-11-29", 5).streak).toBe(5);
    // Nothing on Sunday either: three missed days, broken from Monday.
    expect(statsAsOf(stats, "2026-11-30", 5).streak).toBe(0);
  });

  it("judges the week just ended, then the days of the new one", () => {
    // 3 days a week: Mon, Tue, Wed active, then rest until the next Thursday (Mon–Wed of the new week missed).
    const stats = played(["2026-11-23", "2026-11-24", "2026-11-25"], 3);
    expect(statsAsOf(stats, "2026-12-03", 3).streak).toBe(3); // 3 rest days used of 4
    expect(statsAsOf(stats, "2026-12-04", 3).streak).toBe(3); // Mon–Thu missed: 4, not more than 4
    expect(statsAsOf(stats, "2026-12-05", 3).streak).toBe(0); // Friday makes 5
  });

  it("breaks after a whole week with no active day, whatever the rhythm", () => {
    const stats = played(["2026-11-27"], 3);
    expect(statsAsOf(stats, "2026-12-08", 3).streak).toBe(0);
  });

  it("does not count the days of a week before the streak began as missed", () => {
    // Every day, starting on a Thursday: Monday to Wednesday were before it.
    const stats = played(["2026-11-26", "2026-11-27"], 7);
    expect(statsAsOf(stats, "2026-11-28", 7).streak).toBe(2);
  });

  it("holds across a month end and a year end", () => {
    expect(played(["2026-11-30", "2026-12-01", "2026-12-02"], 7).streak).toBe(3);
    expect(played(["2026-12-30", "2026-12-31", "2027-01-01"], 7).streak).toBe(3);
  });

  it("keeps local days across a daylight-saving change", () => {
    const zone = "Europe/London"; // clocks go back at 02:00 on 2026-10-25
    const saturday = localDate(new Date("2026-10-24T22:30:00Z"), zone); // 23:30 BST
    const sunday = localDate(new Date("2026-10-25T23:30:00Z"), zone); // 23:30 GMT
    expect([saturday, sunday]).toEqual(["2026-10-24", "2026-10-25"]);
    expect(played([saturday, sunday], 7).streak).toBe(2);
  });

  it("counts a day once when the parent moves to a zone behind and plays 'yesterday' again", () => {
    const stats = played(["2026-11-24", "2026-11-25"], 7);
    const again = afterCompletion(stats, "2026-11-24", 7); // a flight west: the local date went back
    expect(again).toMatchObject({ streak: 2, lastActiveDate: "2026-11-25", streakWeekDays: 2 });
    expect(statsAsOf(stats, "2026-11-24", 7).streak).toBe(2);
  });
});
