import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appSettings } from "../db/schema";
import { verifyPassword } from "../auth/passwords";
import { type TestDatabase, createTestDatabase } from "../test-support/test-app";
import { resolveAdminPasswordHash } from "./admin-password";

let testDatabase: TestDatabase;
beforeAll(async () => {
  testDatabase = await createTestDatabase();
});
afterAll(async () => {
  await testDatabase?.close();
});

function recordingLog() {
  const lines: string[] = [];
  return { lines, log: { warn: (message: string) => lines.push(message) } as unknown as FastifyBaseLogger };
}

describe("resolveAdminPasswordHash", () => {
  it("generates a password once, prints it once, and stores only its hash", async () => {
    const first = recordingLog();
    const hash = await resolveAdminPasswordHash(testDatabase.database.db, undefined, first.log);
    expect(first.lines).toHaveLength(1);
    const printed = first.lines[0]?.match(/Admin password: (\S+)/)?.[1];
    expect(printed).toBeDefined();
    expect(await verifyPassword(hash, printed ?? "")).toBe(true);

    const [stored] = await testDatabase.database.db.select().from(appSettings).where(eq(appSettings.key, "admin_password_hash"));
    expect(stored?.value).toBe(hash);
    expect(stored?.value).not.toContain(printed ?? "");

    const second = recordingLog();
    expect(await resolveAdminPasswordHash(testDatabase.database.db, undefined, second.log)).toBe(hash);
    expect(second.lines).toEqual([]);
  });

  it("uses ADMIN_PASSWORD when set, keeping only a hash", async () => {
    const { lines, log } = recordingLog();
    const hash = await resolveAdminPasswordHash(testDatabase.database.db, "chosen-by-operator", log);
    expect(hash.startsWith("$argon2id$")).toBe(true);
    expect(await verifyPassword(hash, "chosen-by-operator")).toBe(true);
    expect(lines).toEqual([]);
  });
});
