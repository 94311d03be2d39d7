/**
 * The error serializer of the server's log. A failed query's message carries its parameters (drizzle appends
 * "params: …", PostgreSQL's `detail` quotes key values), and those can be emails, password hashes or journal
 * text: the log keeps the query's shape, codes and stack, never the values.
 */
export interface SafeError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: string;
  cause?: SafeError;
}

const PARAMS_LINE = /\nparams:[^\n]*/g;

function withoutValues(text: string): string {
  return text.replace(PARAMS_LINE, "\nparams: [not logged]");
}

export function safeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error)) return { type: typeof error, message: "non-error value thrown", stack: "" };
  const code = (error as { code?: unknown }).code;
  return {
    type: error.constructor.name,
    message: withoutValues(error.message),
    ...(typeof code === "string" && { code }),
    stack: withoutValues(error.stack ?? ""),
    ...(error.cause !== undefined && depth < 3 && { cause: safeError(error.cause, depth + 1) }),
  };
}
