import type { z } from "zod";
import { firstIssueMessage } from "../../shared/schemas/auth";

/** An error that leaves the server as `{ message }` with its status (docs/code-style.md#data-and-errors). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = "Please log in to continue.") => new HttpError(401, message);
export const forbidden = (message = "You don't have access to this.") => new HttpError(403, message);
export const notFound = (message = "Not found") => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, "Too many attempts. Please wait a little and try again.", {
    "retry-after": String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
/** How long a client is asked to wait while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The server cannot serve this now (database away, hashing queue full); the client may retry after the pause. */
export const serviceUnavailable = (
  retryAfterSeconds: number,
  message = "The service is briefly unavailable. Please try again in a moment.",
) => new HttpError(503, message, { "retry-after": String(Math.max(1, Math.ceil(retryAfterSeconds))) });

/** Parses a request body with a shared schema; a bad body is a 400 with the schema's own message. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw badRequest("Request body must be a JSON object");
  }
  const result = schema.safeParse(body);
  if (!result.success) throw badRequest(firstIssueMessage(result.error));
  return result.data;
}

/** Path ids are positive integers; anything else is a 400, never a database error. */
export function parseId(raw: unknown, name = "id"): number {
  const text = String(raw ?? "");
  if (!/^[1-9][0-9]{0,9}$/.test(text) || Number(text) > 2_147_483_647) throw badRequest(`Invalid ${name}`);
  return Number(text);
}
