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
  const message = String(cause?.message ?? (error as Error | undefined)?.message ?? "");
  return (
    ["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "57P01", "57P02", "57P03", "08000", "08003", "08006"].includes(code) ||
    /Connection terminated|connection timeout|timeout exceeded when trying to connect|PGlite is closed/i.test(message)
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
