/** GET/PUT/DELETE /api/user/{id}/favorites: the parent's favourite lesson ids, newest first. */
export type FavoriteLessonIds = number[];
