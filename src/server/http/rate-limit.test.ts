import { describe, expect, it } from "vitest";
import { LOGIN_ACCOUNT_SLOWDOWN, RATE_LIMITS, loginDelayMs, rateLimitName } from "./rate-limit";

describe("loginDelayMs", () => {
  it("lets an account's first 50 failures of the hour through at once, then doubles a delay from 250 ms up to 5 s", () => {
    expect(LOGIN_ACCOUNT_SLOWDOWN.freeFailures).toBe(50);
    expect([1, 50, 51, 52, 53, 54, 55, 56, 57, 10_000].map(loginDelayMs)).toEqual([
      0, 0, 250, 500, 1_000, 2_000, 4_000, 5_000, 5_000, 5_000,
    ]);
  });
});

describe("rateLimitName", () => {
  it("names a limit by its key in RATE_LIMITS, and any other as other", () => {
    expect(rateLimitName(RATE_LIMITS.adminLoginTotal)).toBe("adminLoginTotal");
    expect(rateLimitName({ limit: 10, windowMs: 15 * 60_000 })).toBe("other");
  });
});
