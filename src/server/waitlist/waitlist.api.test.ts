import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitlistSignups } from "../db/schema";
import { type TestApp, createTestApp, uniqueAddress } from "../test-support/test-app";

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

function join(email: unknown, remoteAddress = uniqueAddress()) {
  return testApp.app.inject({
    method: "POST",
    url: "/api/waitlist",
    payload: { email } as Record<string, unknown>,
    remoteAddress,
  });
}

async function storedEmails(email: string): Promise<string[]> {
  const rows = await testApp.database.db
    .select({ email: waitlistSignups.email })
    .from(waitlistSignups)
    .where(sql`lower(${waitlistSignups.email}) = ${email.toLowerCase()}`);
  return rows.map((row) => row.email);
}

describe("POST /api/waitlist", () => {
  it("stores an email once, trimmed and lower-cased, however it is typed", async () => {
    const first = await join(" Pip@Example.COM ");
    const second = await join("pip@example.com");

    expect(first.statusCode).toBe(201);
    expect(await storedEmails("pip@example.com")).toEqual(["pip@example.com"]);
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.body).toBe(first.body);
    expect(await storedEmails("pip@example.com")).toEqual(["pip@example.com"]);
  });

  it("answers a repeat signup exactly like a first one, so nobody can probe who signed up", async () => {
    const first = await join("Repeat.Parent@Example.com");
    const repeat = await join("  repeat.parent@example.COM");

    expect(repeat.statusCode).toBe(first.statusCode);
    expect(repeat.body).toBe(first.body);
    expect(first.json()).toEqual({ message: expect.any(String) });
    expect(await storedEmails("repeat.parent@example.com")).toHaveLength(1);
  });

  it("stores one row when the same email arrives twice at the same moment", async () => {
    const responses = await Promise.all([join("Twin@Example.com"), join("twin@example.com")]);
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201]);
    expect(await storedEmails("twin@example.com")).toEqual(["twin@example.com"]);
  });

  it.each([
    ["an address without @", "not-an-email"],
    ["an address without a domain", "pip@"],
    ["an empty string", ""],
    ["only spaces", "   "],
    ["an address over 254 characters", `${"a".repeat(250)}@example.com`],
    ["a number", 42],
    ["null", null],
    ["a missing email", undefined],
  ])("refuses %s with 400 \"Please enter a valid email address\"", async (_case, email) => {
    const response = await join(email);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "Please enter a valid email address" });
  });

  it("takes 30 signups per address per hour, then answers 429 with Retry-After", async () => {
    const remoteAddress = uniqueAddress();
    for (let signup = 1; signup <= 30; signup += 1) {
      const response = await join(`limit.${signup}@example.com`, remoteAddress);
      expect(response.statusCode, `signup ${signup}`).toBe(201);
    }

    const refused = await join("limit.31@example.com", remoteAddress);

    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(refused.json()).toEqual({ message: expect.any(String) });
    expect(await storedEmails("limit.31@example.com")).toEqual([]);

    // Another address still gets in.
    const elsewhere = await join("limit.31@example.com", uniqueAddress());
    expect(elsewhere.statusCode).toBe(201);
  });
});
