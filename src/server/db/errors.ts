/** PostgreSQL's unique_violation, from pg or PGlite; optionally only for one constraint or index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const cause = findPgError(error);
  if (!cause || cause.code !== "23505") return false;
  return constraint === undefined || cause.constraint === constraint || String(cause.message).includes(constraint);
}

/** Errors that mean the database is away, not that the request is wrong: answer 503. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const cause = findPgError(error);
  const code = String(cause?.code ?? "");
  // Drizzle wraps the driver's error; pool errors ("Connection terminated", timeouts) carry no code, so read every
  // message down the cause chain.
  const message = [cause?.message, ...causeChain(error).map((link) => (link as Error | undefined)?.message)].map(String).join("\n");
  return (
    ["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "57P01", "57P02", "57P03", "08000", "08003", "08006"].includes(code) ||
    /Connection terminated|connection timeout|timeout exceeded when trying to connect|Query read timeout|not queryable|PGlite is closed/i.test(message)
  );
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
