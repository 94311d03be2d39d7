import { z } from "zod";

/** The fields the API's answers share (src/shared/api/responses.ts): times with their offset, local days, row ids. */
export const timestamp = z.iso.datetime({ offset: true });
export const day = z.iso.date();
export const id = z.number().int().positive();
