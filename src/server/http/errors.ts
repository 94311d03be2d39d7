import type { z } from "zod";
import { firstIssueMessage } from "../../shared/schemas/auth";
import { i18nFor } from "../i18n/i18n";

/** The values of a message's `{placeholders}` (ICU), filled in the request's language. */
export type MessageValues = Record<string, string | number>;

/**
 * An error that leaves the server as `{ message }` with its status (docs/code-style.md#data-and-errors), in the
 * request's language: `id` is the English text marked for the catalogs (`badRequest(/*i18n*\/ "…")`), `values` fill its
 * placeholders; `message` is the English text, for logs and tests.
 */
export class HttpError extends Error {
  readonly id: string;
  constructor(
    readonly statusCode: number,
    id: string,
    readonly headers: Record<string, string> = {},
    readonly values?: MessageValues,
  ) {
    super(values ? i18nFor("en")._(id, values) : id);
    this.id = id;
  }
}

/**
 * A request body that failed its schema: the first issue, so the answer can use zod's own message in the request's
 * language when the schema has no message of its own (src/server/i18n/validation.ts).
 */
export class ValidationError extends HttpError {
  constructor(readonly issue: z.core.$ZodIssue) {
    super(400, issue.message);
  }
}

export const badRequest = (message: string, values?: MessageValues) => new HttpError(400, message, {}, values);
export const unauthorized = (message = /*i18n*/ "Please log in to continue.") => new HttpError(401, message);
export const forbidden = (message = /*i18n*/ "You don't have access to this.") => new HttpError(403, message);
export const notFound = (message = /*i18n*/ "Not found") => new HttpError(404, message);
export const conflict = (message: string, values?: MessageValues) => new HttpError(409, message, {}, values);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, /*i18n*/ "Too many attempts. Please wait a little and try again.", {
    "retry-after": String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
/** How long a client is asked to wait while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
/** How long a client is asked to wait when the rows it needed were busy with other work. */
export const DATABASE_BUSY_RETRY_AFTER_SECONDS = 1;

/** The server cannot serve this now (database away, hashing queue full); the client may retry after the pause. */
export const serviceUnavailable = (
  retryAfterSeconds: number,
  message = /*i18n*/ "The service is briefly unavailable. Please try again in a moment.",
) => new HttpError(503, message, { "retry-after": String(Math.max(1, Math.ceil(retryAfterSeconds))) });

/** Parses a request body with a shared schema; a bad body is a 400 with the schema's own message. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw badRequest(/*i18n*/ "Request body must be a JSON object");
  }
  // The input stays on the issue so zod's own message can be written again in another language.
  const result = schema.safeParse(body, { reportInput: true });
  if (!result.success) {
    const issue = result.error.issues[0];
    throw issue ? new ValidationError(issue) : badRequest(firstIssueMessage(result.error));
  }
  return result.data;
}

/** Path ids are positive integers; anything else is a 400, never a database error. */
export function parseId(raw: unknown, name = "id"): number {
  const text = String(raw ?? "");
  if (!/^[1-9][0-9]{0,9}$/.test(text) || Number(text) > 2_147_483_647) throw badRequest(/*i18n*/ "Invalid {name}", { name });
  return Number(text);
}
