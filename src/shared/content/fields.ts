import { z } from "zod";

/** Non-blank text of at most `max` characters: the building block of every content field. */
export const text = (max: number) => z.string().trim().min(1).max(max);
