import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { appSettings } from "../db/schema";
import { verifyPassword } from "../auth/passwords";
import { type TestDatabase, createTestDatabase } from "../test-support/test-app";
import { adminPasswordHashSource, resolveAdminPasswordHash } from "./admin-password";

let testDatabase: TestDatabase;
beforeAll(async () => {
  testDatabase = await createTestDatabase();
});
afterAll(async () => {
  await testDatabase?.close();
});

/** What the code writes to standard error from now on (restored by vi.restoreAllMocks). */
function recordStderr(): string[] {
  const written: string[] = [];
  vi.spyOn(process.stderr, "write").mockImplementation((chunk) => {
    written.push(String(chunk));
    return true;
  });
  return written;
}

function recordingLog(warnings = true) {
  const lines: string[] = [];
  const log = { warn: (message: string) => lines.push(message), level: warnings ? "info" : "error" };
  return { lines, log: log as unknown as FastifyBaseLogger };
}

describe("resolveAdminPasswordHash", () => {
  it("generates a password once, prints it once on a line of its own, and stores only its hash", async () => {
    await testDatabase.database.db.delete(appSettings).where(eq(appSettings.key, "admin_password_hash"));
    const written = recordStderr();
    try {
      const first = recordingLog();
      const hash = await resolveAdminPasswordHash(testDatabase.database.db, undefined, first.log);
      // The log says where it is, and never carries the password itself.
      expect(first.lines).toHaveLength(1);
      expect(first.lines[0]).toContain("on its own line");
      const lines = written.join("").split("\n").filter((line) => line.startsWith("Admin password: "));
      expect(lines).toHaveLength(1);
      const printed = /^Admin password: (\S+)$/.exec(lines[0] ?? "")?.[1];
      expect(printed).toBeDefined();
      expect(first.lines[0]).not.toContain(printed ?? "");
      expect(await verifyPassword(hash, printed ?? "")).toBe(true);

      const [stored] = await testDatabase.database.db.select().from(appSettings).where(eq(appSettings.key, "admin_password_hash"));
      expect(stored?.value).toBe(hash);
      expect(stored?.value).not.toContain(printed ?? "");

      const second = recordingLog();
      expect(await resolveAdminPasswordHash(testDatabase.database.db, undefined, second.log)).toBe(hash);
      expect(second.lines).toEqual([]);
      expect(written.join("").split("\n").filter((line) => line.startsWith("Admin password: "))).toHaveLength(1);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it("uses ADMIN_PASSWORD when set, keeping only a hash", async () => {
    const { lines, log } = recordingLog();
    const hash = await resolveAdminPasswordHash(testDatabase.database.db, "chosen-by-operator", log);
    expect(hash.startsWith("$argon2id$")).toBe(true);
    expect(await verifyPassword(hash, "chosen-by-operator")).toBe(true);
    expect(lines).toEqual([]);
  });

  it("prints a generated password to stderr when the log level hides warnings, since only its hash is kept", async () => {
    await testDatabase.database.db.delete(appSettings).where(eq(appSettings.key, "admin_password_hash"));
    const written: string[] = [];
    const stderr = vi.spyOn(process.stderr, "write").mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
    try {
      const quiet = recordingLog(false);
      const hash = await resolveAdminPasswordHash(testDatabase.database.db, undefined, quiet.log);
      expect(quiet.lines).toEqual([]);
      const printed = written.join("").match(/Admin password: (\S+)/)?.[1];
      expect(await verifyPassword(hash, printed ?? "")).toBe(true);
    } finally {
      stderr.mockRestore();
    }
  });
});

describe("adminPasswordHashSource", () => {
  it("tries again after a failed setup, then keeps the hash", async () => {
    const { log } = recordingLog();
    let attempts = 0;
    const hash = adminPasswordHashSource(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error("Connection terminated unexpectedly");
      return resolveAdminPasswordHash(testDatabase.database.db, "chosen-by-operator", log);
    });
    await expect(hash()).rejects.toThrow("Connection terminated unexpectedly");
    const second = await hash();
    expect(await verifyPassword(second, "chosen-by-operator")).toBe(true);
    expect(await hash()).toBe(second);
    expect(attempts).toBe(2);
  });
});
