import crypto from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { AppDb } from "../db/client";
import { getOrCreateSetting } from "../db/settings";
import { hashPassword } from "../auth/passwords";

const LEVELS_HIDING_WARNINGS = new Set(["error", "fatal", "silent"]);

/**
 * docs/product-rules.md#configuration: the admin password is kept only as an argon2id hash. With ADMIN_PASSWORD
 * set, its hash is made at start; unset, one is generated once, stored hashed, and printed once.
 */
export async function resolveAdminPasswordHash(
  db: AppDb,
  configured: string | undefined,
  log: FastifyBaseLogger,
): Promise<string> {
  if (configured) return hashPassword(configured);
  let generated: string | undefined;
  const { value, created } = await getOrCreateSetting(db, "admin_password_hash", async () => {
    generated = crypto.randomBytes(15).toString("base64url");
    return hashPassword(generated);
  });
  if (created && generated) {
    // Printed once, by the instance that created it; only the hash is kept.
    const notice = `No ADMIN_PASSWORD was set, so one was generated. Admin password: ${generated} — it will not be shown again; set ADMIN_PASSWORD to choose your own.`;
    // Only its hash is kept, so a LOG_LEVEL that hides warnings must not lose it: then it goes straight to stderr.
    if (!LEVELS_HIDING_WARNINGS.has(log.level)) log.warn(notice);
    else process.stderr.write(`${notice}\n`);
  }
  return value;
}

/**
 * The admin password hash, worked out once and kept. A failed attempt (the database briefly away at start) is not
 * kept: the next admin login tries again, instead of every login failing until the server restarts.
 */
export function adminPasswordHashSource(resolve: () => Promise<string>): () => Promise<string> {
  let pending: Promise<string> | undefined;
  return () => {
    pending ??= resolve().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
