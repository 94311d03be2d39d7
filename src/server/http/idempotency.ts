import { and, eq, lt } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppDb } from "../db/client";
import { idempotencyKeys } from "../db/schema";
import { HttpError, badRequest } from "./errors";

export const IDEMPOTENCY_HEADER = "idempotency-key";
const KEY_PATTERN = /^[A-Za-z0-9_:.-]{8,100}$/;
/** A key is remembered this long: far longer than a phone stays offline with a lesson waiting to sync. */
const KEY_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** The request's Idempotency-Key header, checked; undefined when it has none. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return undefined;
  if (typeof raw !== "string" || !KEY_PATTERN.test(raw)) {
    throw badRequest("Idempotency-Key must be 8 to 100 letters, digits, '-', '_', ':' or '.'");
  }
  return raw;
}

type Transaction = Parameters<Parameters<AppDb["transaction"]>[0]>[0];

/**
 * Runs a change at most once per Idempotency-Key. The key is inserted first in the change's own transaction: a
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
  return db.transaction(async (tx: Transaction) => {
    const claimed = await tx.insert(idempotencyKeys).values({ userId, key, scope }).onConflictDoNothing().returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const [first] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      if (!first) throw new HttpError(409, "This request is still being handled. Please try again in a moment.");
      if (first.scope !== scope) throw new HttpError(422, "This Idempotency-Key was already used for a different request");
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
