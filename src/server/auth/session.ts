import type { FastifyRequest } from "fastify";
import { forbidden, parseId, unauthorized } from "../http/errors";

/** The signed-in user's id, or 401. */
export function requireUserId(request: FastifyRequest): number {
  const id = request.session.userId;
  if (typeof id !== "number") throw unauthorized();
  return id;
}

/**
 * Starts a fresh session id for a newly authenticated user (no session fixation), holding their language setting
 * (auth/session-plugin.ts SessionFields).
 */
export async function signIn(request: FastifyRequest, userId: number, language: string): Promise<void> {
  await request.session.regenerate();
  request.session.userId = userId;
  request.session.language = language;
  await request.session.save();
}

/** Every /api/user/{id} call acts for the signed-in parent only (docs/product-rules.md#signed-in-parent-only). */
export function requireSelf(request: FastifyRequest, rawId: string): number {
  const userId = requireUserId(request);
  if (parseId(rawId) !== userId) throw forbidden();
  return userId;
}
