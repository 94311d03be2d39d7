import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RATE_LIMITS } from "../http/rate-limit";
import { type TestApp, createTestApp, uniqueAddress } from "../test-support/test-app";

/**
 * docs/product-rules.md#rate-limits: wrong admin passwords are limited per address and, since the password is shared,
 * across all addresses together. A file of its own: spending the shared budget would refuse every other admin test.
 */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp?.close();
});

const guess = (remoteAddress: string, password = "not the admin password") =>
  testApp.app.inject({ method: "POST", url: "/api/admin/login", payload: { password }, remoteAddress });

describe("the admin login budget of all addresses together", () => {
  it("refuses every address with 429 once 100 wrong passwords came in an hour, each address staying under its own limit", async () => {
    const perAddress = RATE_LIMITS.adminLoginPerAddress.limit;
    const total = RATE_LIMITS.adminLoginTotal.limit;
    for (let address = 0; address < total / perAddress; address += 1) {
      const remoteAddress = uniqueAddress();
      for (let attempt = 1; attempt <= perAddress; attempt += 1) {
        expect((await guess(remoteAddress)).statusCode, `address ${address}, guess ${attempt}`).toBe(401);
      }
    }
    const refused = await guess(uniqueAddress());
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(15 * 60);
    expect(refused.json()).toEqual({ message: "Too many attempts. Please wait a little and try again." });
  });
});
