import { describe, expect, it } from "vitest";
import {
  actionLabel,
  dailyGoalChoices,
  deviceWord,
  shownStatus,
  thankYouLine,
  withoutStatusCode,
} from "./labels";

const LAPTOP_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
const PHONE_UA =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36";
const IPHONE_UA =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148";
const TABLET_UA =
  "Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";

describe("deviceWord: 'phone' only on a phone", () => {
  it("says phone for a mobile browser, or a touch screen with a short side under 600 px", () => {
    expect(deviceWord({ userAgent: PHONE_UA, coarsePointer: true, shortSide: 412 })).toBe("phone");
    expect(deviceWord({ userAgent: IPHONE_UA, coarsePointer: true, shortSide: 390 })).toBe("phone");
    expect(deviceWord({ userAgent: LAPTOP_UA, coarsePointer: true, shortSide: 390 })).toBe("phone");
  });

  it("says device on a laptop (even in a narrow window), a touch laptop and a tablet", () => {
    expect(deviceWord({ userAgent: LAPTOP_UA, coarsePointer: false, shortSide: 800 })).toBe("device");
    expect(deviceWord({ userAgent: LAPTOP_UA, coarsePointer: false, shortSide: 390 })).toBe("device");
    expect(deviceWord({ userAgent: LAPTOP_UA, coarsePointer: true, shortSide: 1080 })).toBe("device");
    expect(deviceWord({ userAgent: TABLET_UA, coarsePointer: true, shortSide: 800 })).toBe("device");
  });
});

describe("thankYouLine: 'Achievement Unlocked!' only with a badge earned in the lesson", () => {
  it("says so with a badge, and a plain completion line without", () => {
    expect(thankYouLine(["first-steps"])).toBe("Achievement Unlocked!");
    expect(thankYouLine([])).toBe("Lesson finished");
    expect(thankYouLine(undefined)).toBe("Lesson finished");
  });
});

describe("shownStatus and actionLabel: In Progress and Continue only with a saved place", () => {
  it("shows the next lesson on the path as Available / Start Activity until it is started", () => {
    expect(shownStatus("current", false)).toBe("available");
    expect(actionLabel(shownStatus("current", false))).toBe("Start Activity");
    expect(shownStatus("current", true)).toBe("current");
    expect(actionLabel(shownStatus("current", true))).toBe("Continue Activity");
  });

  it("shows any open lesson with a saved place as In Progress, and leaves finished and locked ones alone", () => {
    expect(shownStatus("available", true)).toBe("current");
    expect(shownStatus("available", false)).toBe("available");
    expect(shownStatus("completed", true)).toBe("completed");
    expect(shownStatus("locked", true)).toBe("locked");
    expect(actionLabel("completed")).toBe("Step In to Support");
  });
});

describe("withoutStatusCode: no message shows an HTTP status code", () => {
  it("takes a leading status code off, whatever follows it", () => {
    expect(withoutStatusCode("401: Invalid email or password")).toBe("Invalid email or password");
    expect(withoutStatusCode("500 Internal Server Error")).toBe("Internal Server Error");
    expect(withoutStatusCode("HTTP 429 - Too many attempts")).toBe("Too many attempts");
  });

  it("leaves numbers that are not a leading status code, and never leaves a message empty", () => {
    expect(withoutStatusCode("Pick 1 to 5 lessons")).toBe("Pick 1 to 5 lessons");
    expect(withoutStatusCode("404")).toBe("Something went wrong. Please try again.");
  });
});

describe("dailyGoalChoices: one range on every screen", () => {
  it("offers 1 to 5, with a stored goal outside them added so it still shows as chosen", () => {
    expect(dailyGoalChoices(3)).toEqual([1, 2, 3, 4, 5]);
    expect(dailyGoalChoices(8)).toEqual([1, 2, 3, 4, 5, 8]);
    expect(dailyGoalChoices(undefined)).toEqual([1, 2, 3, 4, 5]);
  });
});
