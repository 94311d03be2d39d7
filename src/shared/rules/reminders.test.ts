import { describe, expect, it } from "vitest";
import { dailyGoalMet, instantOfWallTime, isStillTimely, nextDailyReminder, nextWeeklyReminder, shouldSendDailyReminder } from "./reminders";

const iso = (date: Date) => date.toISOString();

describe("the daily reminder's next time", () => {
  it("is today at the chosen time when that is still ahead, in the parent's zone", () => {
    // 12:00 in New York (UTC-5 in January) is 17:00 UTC.
    expect(iso(nextDailyReminder(new Date("2026-01-15T17:00:00Z"), "America/New_York", "19:30"))).toBe("2026-01-16T00:30:00.000Z");
    expect(iso(nextDailyReminder(new Date("2026-01-15T17:00:00Z"), "Europe/Berlin", "19:30"))).toBe("2026-01-15T18:30:00.000Z");
    expect(iso(nextDailyReminder(new Date("2026-01-15T17:00:00Z"), "Asia/Kolkata", "19:30"))).toBe("2026-01-16T14:00:00.000Z");
    expect(iso(nextDailyReminder(new Date("2026-01-15T17:00:00Z"), "UTC", "19:30"))).toBe("2026-01-15T19:30:00.000Z");
  });

  it("is tomorrow once today's time has passed, and never the same instant again", () => {
    expect(iso(nextDailyReminder(new Date("2026-01-15T19:30:00Z"), "UTC", "19:30"))).toBe("2026-01-16T19:30:00.000Z");
    expect(iso(nextDailyReminder(new Date("2026-01-15T19:29:59Z"), "UTC", "19:30"))).toBe("2026-01-15T19:30:00.000Z");
  });

  it("follows the parent's calendar day across the date line", () => {
    // 10:00 UTC on the 15th is 23:00 on the 15th in Auckland (UTC+13 in January): 19:30 has passed there.
    expect(iso(nextDailyReminder(new Date("2026-01-15T10:00:00Z"), "Pacific/Auckland", "19:30"))).toBe("2026-01-16T06:30:00.000Z");
    // And in Honolulu (UTC-10) it is still midnight of the 15th: 19:30 that evening.
    expect(iso(nextDailyReminder(new Date("2026-01-15T10:00:00Z"), "Pacific/Honolulu", "19:30"))).toBe("2026-01-16T05:30:00.000Z");
  });

  it("keeps 19:30 local across the spring daylight-saving change (one hour less in UTC)", () => {
    // Europe moves clocks forward on 29 March 2026: 19:30 is 18:30 UTC on the 28th, 17:30 UTC on the 29th.
    const before = nextDailyReminder(new Date("2026-03-28T12:00:00Z"), "Europe/London", "19:30");
    expect(iso(before)).toBe("2026-03-28T19:30:00.000Z");
    expect(iso(nextDailyReminder(before, "Europe/London", "19:30"))).toBe("2026-03-29T18:30:00.000Z");
    expect(iso(nextDailyReminder(new Date("2026-03-07T12:00:00Z"), "America/Los_Angeles", "19:30"))).toBe("2026-03-08T03:30:00.000Z");
    expect(iso(nextDailyReminder(new Date("2026-03-08T12:00:00Z"), "America/Los_Angeles", "19:30"))).toBe("2026-03-09T02:30:00.000Z");
  });

  it("keeps 19:30 local across the autumn change, and a reminder inside the gap or the repeat arrives once", () => {
    expect(iso(nextDailyReminder(new Date("2026-10-25T12:00:00Z"), "Europe/London", "19:30"))).toBe("2026-10-25T19:30:00.000Z");
    // 01:30 happens twice in London on 25 October 2026: the first one (BST, 00:30 UTC).
    expect(iso(nextDailyReminder(new Date("2026-10-24T12:00:00Z"), "Europe/London", "01:30"))).toBe("2026-10-25T00:30:00.000Z");
    expect(iso(nextDailyReminder(new Date("2026-10-25T00:30:00Z"), "Europe/London", "01:30"))).toBe("2026-10-26T01:30:00.000Z");
    // 01:30 does not happen in London on 29 March 2026 (01:00 → 02:00): it arrives at 02:30 BST.
    expect(iso(instantOfWallTime({ year: 2026, month: 3, day: 29, hour: 1, minute: 30 }, "Europe/London"))).toBe("2026-03-29T01:30:00.000Z");
  });

  it("in the southern hemisphere the change goes the other way", () => {
    // Sydney leaves daylight time on 5 April 2026 (UTC+11 → UTC+10).
    expect(iso(nextDailyReminder(new Date("2026-04-04T00:00:00Z"), "Australia/Sydney", "19:30"))).toBe("2026-04-04T08:30:00.000Z");
    expect(iso(nextDailyReminder(new Date("2026-04-05T00:00:00Z"), "Australia/Sydney", "19:30"))).toBe("2026-04-05T09:30:00.000Z");
  });
});

describe("the weekly progress note", () => {
  it("comes on the chosen weekday at the chosen time", () => {
    // Thursday 15 January 2026; Sunday is the 18th.
    expect(iso(nextWeeklyReminder(new Date("2026-01-15T12:00:00Z"), "UTC", 0, "19:30"))).toBe("2026-01-18T19:30:00.000Z");
    expect(iso(nextWeeklyReminder(new Date("2026-01-15T12:00:00Z"), "UTC", 4, "19:30"))).toBe("2026-01-15T19:30:00.000Z");
    expect(iso(nextWeeklyReminder(new Date("2026-01-15T20:00:00Z"), "UTC", 4, "19:30"))).toBe("2026-01-22T19:30:00.000Z");
  });

  it("counts the weekday on the parent's calendar, not UTC's", () => {
    // Saturday 23:00 UTC is already Sunday 12:00 in Auckland: Sunday's note is that evening there.
    expect(iso(nextWeeklyReminder(new Date("2026-01-17T23:00:00Z"), "Pacific/Auckland", 0, "19:30"))).toBe("2026-01-18T06:30:00.000Z");
  });

  it("keeps its local time over a daylight-saving change", () => {
    // Sunday 22 March then Sunday 29 March 2026 (the change) in Berlin: 18:30 UTC, then 17:30 UTC.
    const first = nextWeeklyReminder(new Date("2026-03-20T12:00:00Z"), "Europe/Berlin", 0, "19:30");
    expect(iso(first)).toBe("2026-03-22T18:30:00.000Z");
    expect(iso(nextWeeklyReminder(first, "Europe/Berlin", 0, "19:30"))).toBe("2026-03-29T17:30:00.000Z");
  });
});

describe("whether today's reminder is needed", () => {
  const parent = { streak: 2, lastActiveDate: "2026-01-15", dailyGoalProgress: 1, dailyGoalTarget: 1, timeZone: "America/New_York" };

  it("is not when today's goal is met", () => {
    expect(dailyGoalMet(parent, new Date("2026-01-16T00:30:00Z"))).toBe(true);
    expect(shouldSendDailyReminder(parent, new Date("2026-01-16T00:30:00Z"))).toBe(false);
  });

  it("is when today's goal is not met yet", () => {
    expect(shouldSendDailyReminder({ ...parent, dailyGoalTarget: 2 }, new Date("2026-01-16T00:30:00Z"))).toBe(true);
  });

  it("is on a new local day, whatever yesterday's progress was", () => {
    // 05:30 UTC on the 16th is already the 16th in Berlin, still the 15th in New York.
    expect(shouldSendDailyReminder({ ...parent, timeZone: "Europe/Berlin" }, new Date("2026-01-16T05:30:00Z"))).toBe(true);
    expect(shouldSendDailyReminder(parent, new Date("2026-01-16T04:30:00Z"))).toBe(false);
  });

  it("is dropped when claimed more than two hours late", () => {
    expect(isStillTimely(new Date("2026-01-15T19:30:00Z"), new Date("2026-01-15T21:30:00Z"))).toBe(true);
    expect(isStillTimely(new Date("2026-01-15T19:30:00Z"), new Date("2026-01-15T21:31:00Z"))).toBe(false);
  });
});
