import crypto from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppDb } from "../db/client";
import { idempotencyKeys } from "../db/schema";
import { lockParent } from "../db/lock-order";
import { HttpError, badRequest, unauthorized } from "./errors";

export const IDEMPOTENCY_HEADER = "idempotency-key";
const KEY_PATTERN = /^[A-Za-z0-9_:.-]{8,100}$/;
/** A key is remembered this long: far longer than a phone stays offline with a lesson waiting to sync. */
const KEY_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export const KEY_USED_FOR_ANOTHER_REQUEST =
  /*i18n*/ "This Idempotency-Key was already used for a different request. Send a new key with each new change.";

/** The body as JSON with its keys in order, so the same body hashes the same however its keys were ordered. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${canonicalJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** SHA-256 of the request's body, hex. */
export function hashBody(body: unknown): string {
  return crypto.createHash("sha256").update(canonicalJson(body ?? null)).digest("hex");
}

/** The request's Idempotency-Key header, checked; undefined when it has none. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return undefined;
  if (typeof raw !== "string" || !KEY_PATTERN.test(raw)) {
    throw badRequest(/*i18n*/ "Idempotency-Key must be 8 to 100 letters, digits, '-', '_', ':' or '.'");
  }
  return raw;
}

type Transaction = Parameters<Parameters<AppDb["transaction"]>[0]>[0];

/**
 * Runs a change at most once per Idempotency-Key. The key is inserted first in the change's own transaction (after the
 * parent's row lock, db/lock-order.ts): a
 * concurrent repeat waits on that row and, once the first commits, reads the answer stored with it; a change that
 * fails rolls its key back, so a retry runs it again. Without a key the change simply runs.
 * `run` gets the transaction to work in (it may open its own nested one: that becomes a savepoint).
 */
export async function runIdempotent<T>(
  db: AppDb,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  run: (tx: AppDb) => Promise<T>,
): Promise<T> {
  const key = idempotencyKeyOf(request);
  if (key === undefined) return run(db);
  const scope = `${request.method} ${request.url.split("?")[0] ?? ""}`.slice(0, 200);
  const bodyHash = hashBody(request.body);
  return db.transaction(async (tx: Transaction) => {
    // The parent's row before the key (db/lock-order.ts); the change's own lock on it is then already held.
    if (!(await lockParent(tx as unknown as AppDb, userId))) throw unauthorized();
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ userId, key, scope, bodyHash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const [first] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      if (!first) throw new HttpError(409, /*i18n*/ "This request is still being handled. Please try again in a moment.");
      // A key stands for one request: the same path with another body (score 90, then score 5) is another request,
      // and replaying the first answer to it would say it was done. Keys kept from before bodies were hashed have none.
      const sameBody = first.bodyHash === null || first.bodyHash === bodyHash;
      if (first.scope !== scope || !sameBody) throw new HttpError(422, KEY_USED_FOR_ANOTHER_REQUEST);
      void reply.header("idempotent-replayed", "true");
      return first.response as T;
    }
    const result = await run(tx as unknown as AppDb);
    await tx
      .update(idempotencyKeys)
      .set({ response: result as object })
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    return result;
  });
}

/** Keys older than their lifetime are forgotten; any instance may sweep them. */
export async function sweepExpiredIdempotencyKeys(db: AppDb, now = new Date()): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - KEY_LIFETIME_MS)));
}
