import crypto from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { AppDb } from "../db/client";
import { getOrCreateSetting } from "../db/settings";
import { hashPassword } from "../auth/passwords";

const LEVELS_HIDING_WARNINGS = new Set(["error", "fatal", "silent"]);

/** The start of the line the generated admin password is printed on. */
export const ADMIN_PASSWORD_LINE = "Admin password: ";

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
    // Printed once, by the instance that created it; only the hash is kept. The password goes on a line of its own
    // (standard error), easy to find and copy, never inside a JSON log line; the log says where it is. A LOG_LEVEL that
    // hides warnings does not hide that line.
    const notice =
      "No ADMIN_PASSWORD was set, so one was generated and printed once, on its own line (\"Admin password: …\"); it will not be shown again. Set ADMIN_PASSWORD to choose your own.";
    if (!LEVELS_HIDING_WARNINGS.has(log.level)) log.warn(notice);
    process.stderr.write(`${ADMIN_PASSWORD_LINE}${generated}\n`);
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
