import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";

import type { Curriculum } from "../curriculum/curriculum";
import type { AppDb } from "../db/client";
import { favoriteLessons } from "../db/schema";
import { notFound, parseId } from "../http/errors";
import { requireSelf } from "../auth/session";
import { favoriteLessonIds } from "./favorites";

/**
 * docs/product-rules.md#moods-and-favourites: "Add Favourite" keeps favourite lessons. Adding and removing are
 * idempotent.
 */
export function favoriteRoutes(db: AppDb, curriculum: Curriculum) {
  const list = (userId: number) => favoriteLessonIds(db, userId);

  return async function register(app: FastifyInstance) {
    app.get<{ Params: { id: string } }>("/api/user/:id/favorites", async (request) => {
      return list(requireSelf(request, request.params.id));
    });

    app.put<{ Params: { id: string; lessonId: string } }>("/api/user/:id/favorites/:lessonId", async (request) => {
      const userId = requireSelf(request, request.params.id);
      const lessonId = parseId(request.params.lessonId, "lessonId");
      if (!curriculum.lessonById.has(lessonId)) throw notFound(/*i18n*/ "Lesson not found");
      // A repeat keeps the first time it was added, so the list order does not jump.
      await db.insert(favoriteLessons).values({ userId, lessonId }).onConflictDoNothing();
      return list(userId);
    });

    app.delete<{ Params: { id: string; lessonId: string } }>("/api/user/:id/favorites/:lessonId", async (request) => {
      const userId = requireSelf(request, request.params.id);
      const lessonId = parseId(request.params.lessonId, "lessonId");
      await db.delete(favoriteLessons).where(and(eq(favoriteLessons.userId, userId), eq(favoriteLessons.lessonId, lessonId)));
      return list(userId);
    });
  };
}
