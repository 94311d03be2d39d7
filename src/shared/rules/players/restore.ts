import type { z } from "zod";

/**
 * A player's saved state, if it parses and still fits the lesson's content (the content may have changed since);
 * null means the player starts afresh.
 */
export function restoreWith<S extends z.ZodType>(
  schema: S,
  raw: unknown,
  fits: (state: z.infer<S>) => boolean,
): z.infer<S> | null {
  if (raw === null || raw === undefined) return null;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) return null;
  return fits(parsed.data) ? parsed.data : null;
}

export const isIndexIn = (index: number, length: number) => Number.isInteger(index) && index >= 0 && index < length;
