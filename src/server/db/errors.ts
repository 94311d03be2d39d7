/** PostgreSQL's unique_violation, from pg or PGlite; optionally only for one constraint or index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const cause = findPgError(error);
  if (!cause || cause.code !== "23505") return false;
  return constraint === undefined || cause.constraint === constraint || String(cause.message).includes(constraint);
}

/**
 * SQLSTATEs that mean the database cannot serve right now, not that the request is wrong: answer 503.
 * 3D000 the database is missing, 3F000/42P01 its schema or a table is missing (an empty or unmigrated database),
 * 25006 it is read-only (a replica, or read-only during maintenance), 53xxx it is out of resources (53300 too many
 * connections), 57P01–57P03 it is shutting down or starting up, 08xxx the connection failed.
 */
const UNAVAILABLE_CODES = new Set(["3D000", "3F000", "42P01", "25006", "57P01", "57P02", "57P03"]);
const UNAVAILABLE_CLASSES = ["08", "53"];
/** Network failures reported by the driver rather than the server. */
const UNAVAILABLE_SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EAI_AGAIN"]);

/** Errors that mean the database is away, not that the request is wrong: answer 503. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const cause = findPgError(error);
  const code = String(cause?.code ?? "");
  // Drizzle wraps the driver's error; pool errors ("Connection terminated", timeouts) carry no code, so read every
  // message down the cause chain.
  const message = [cause?.message, ...causeChain(error).map((link) => (link as Error | undefined)?.message)].map(String).join("\n");
  return (
    UNAVAILABLE_CODES.has(code) ||
    UNAVAILABLE_SOCKET_CODES.has(code) ||
    (/^[0-9A-Z]{5}$/.test(code) && UNAVAILABLE_CLASSES.includes(code.slice(0, 2))) ||
    /Connection terminated|connection timeout|timeout exceeded when trying to connect|Query read timeout|not queryable|PGlite is closed/i.test(message)
  );
}

/**
 * Text the database refuses to store (22021: a NUL byte or bad encoding; 22P05: a NUL escape in JSON). The shared
 * schemas refuse such text first; this keeps any that slips through a 400, never a 500.
 */
export function isUnstorableText(error: unknown): boolean {
  const code = findPgError(error)?.code;
  return code === "22021" || code === "22P05";
}

/** The SQLSTATE of a driver error (pg or PGlite), wherever Drizzle wrapped it. */
export function pgErrorCode(error: unknown): string | undefined {
  return findPgError(error)?.code;
}

/**
 * SQLSTATEs that mean the database is busy with other work, not away and not refusing the request: 55P03 a lock not
 * granted within lock_timeout, 57014 a statement ended by statement_timeout, 40P01/40001 a deadlock or serialization
 * failure (retried once before they reach here, db/transactions.ts). Answered 503 with a short Retry-After.
 */
const BUSY_CODES = new Set(["55P03", "57014", "40P01", "40001"]);

export function isDatabaseBusy(error: unknown): boolean {
  return BUSY_CODES.has(pgErrorCode(error) ?? "");
}

interface PgLikeError {
  code?: string;
  constraint?: string;
  message?: string;
}

/** Drizzle wraps driver errors; the driver's error is somewhere down the cause chain. */
function findPgError(error: unknown): PgLikeError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    const candidate = current as PgLikeError & { cause?: unknown };
    if (typeof candidate.code === "string") return candidate;
    current = candidate.cause;
  }
  return undefined;
}

function causeChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    chain.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}
