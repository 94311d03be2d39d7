import { describe, expect, it } from "vitest";
import { countThisWeek, countToday, daysAgo, formatSignupDate, isoSignupDate, waitlistCsvFileName } from "./waitlist-stats";

const now = new Date(2026, 10, 22, 0, 30); // local 22 Nov 2026, 00:30

describe("countToday", () => {
  it("counts only the current local calendar day", () => {
    const justAfterMidnight = new Date(2026, 10, 22, 0, 1).toISOString();
    const justBeforeMidnight = new Date(2026, 10, 21, 23, 59).toISOString();
    expect(countToday([justAfterMidnight, justBeforeMidnight], now)).toBe(1);
  });
});

describe("countThisWeek", () => {
  it("counts the last 7 days and not a second more", () => {
    const inside = new Date(now.getTime() - 7 * 86_400_000 + 1000).toISOString();
    const exactlySevenDays = new Date(now.getTime() - 7 * 86_400_000).toISOString();
    const future = new Date(now.getTime() + 60_000).toISOString();
    expect(countThisWeek([inside, exactlySevenDays, future, "not a date"], now)).toBe(1);
  });
});

describe("daysAgo", () => {
  it("counts whole days elapsed", () => {
    expect(daysAgo(new Date(now.getTime() - 86_400_000 + 1).toISOString(), now)).toBe(0);
    expect(daysAgo(new Date(now.getTime() - 86_400_000).toISOString(), now)).toBe(1);
    expect(daysAgo(new Date(now.getTime() - 10 * 86_400_000 - 5).toISOString(), now)).toBe(10);
  });
  it("says N/A for a date it cannot read", () => {
    expect(daysAgo("garbage", now)).toBe("N/A");
  });
});

describe("formatting", () => {
  it("shows dates in en-US long format with hour and minute", () => {
    expect(formatSignupDate("2026-11-22T21:05:00.000Z", "UTC")).toBe("November 22, 2026 at 9:05 PM");
  });
  it("names the export after the local date", () => {
    expect(waitlistCsvFileName(new Date(2026, 0, 5, 23, 59))).toBe("waitlist-signups-2026-01-05.csv");
  });
});

describe("isoSignupDate", () => {
  it("writes the CSV's date in ISO 8601 UTC to the second, which sorts as text", () => {
    expect(isoSignupDate("2026-11-22T21:05:09.123Z")).toBe("2026-11-22T21:05:09Z");
    expect(isoSignupDate("2026-01-02T03:04:05+02:00")).toBe("2026-01-02T01:04:05Z");
    expect(isoSignupDate("not a date")).toBe("N/A");
  });
});
