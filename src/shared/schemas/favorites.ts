import { z } from "zod";
import { id } from "./fields";
/** GET/PUT/DELETE /api/user/{id}/favorites: the parent's favourite lesson ids, newest first. */
export type FavoriteLessonIds = number[];

export const favoriteLessonIdsSchema = z.array(id);
