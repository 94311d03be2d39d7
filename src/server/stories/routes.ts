import type { FastifyInstance } from "fastify";
import type { Clock } from "../clock";
import { completeStorySchema } from "../../shared/schemas/stories";
import type { AppDb } from "../db/client";

import { notFound, parseBody, parseId } from "../http/errors";
import { requireSelf, requireUserId } from "../auth/session";
import type { Curriculum } from "../curriculum/curriculum";
import { contentLanguage } from "../http/content-language";
import type { UserLanguageLookup } from "../i18n/i18n";
import { completeStory } from "./complete-story";
import { sendJson } from "../http/json";
import { runIdempotent } from "../http/idempotency";
import { storyProgressOf } from "./story-progress";

/**
 * docs/screens.md#stories and docs/screens.md#api-calls stories calls. The list carries no content (the screen needs
 * none); one story with its scenes comes from /api/stories/{id}. Both are for signed-in parents and answered from
 * memory, in the parent's language.
 */
export function storyRoutes(db: AppDb, curriculum: Curriculum, clock: Clock, lookupUserLanguage: UserLanguageLookup) {
  const library = curriculum.stories;
  /** The stories in the language the app names, else the parent's own. */
  const libraryFor = async (request: Parameters<typeof contentLanguage>[0]) =>
    curriculum.inLanguage(await contentLanguage(request, lookupUserLanguage)).stories;
  return async function register(app: FastifyInstance) {
    app.get("/api/stories", async (request, reply) => {
      requireUserId(request);
      return sendJson(reply, (await libraryFor(request)).json.list);
    });

    app.get<{ Params: { id: string } }>("/api/stories/:id", async (request, reply) => {
      requireUserId(request);
      const json = (await libraryFor(request)).json.story.get(parseId(request.params.id));
      if (!json) throw notFound(/*i18n*/ "Story not found");
      return sendJson(reply, json);
    });

    app.get<{ Params: { id: string } }>("/api/user/:id/stories/progress", async (request) => {
      return storyProgressOf(db, requireSelf(request, request.params.id));
    });

    app.post<{ Params: { id: string; storyId: string } }>(
      "/api/user/:id/stories/:storyId/complete",
      async (request, reply) => {
        const userId = requireSelf(request, request.params.id);
        const storyId = parseId(request.params.storyId, "storyId");
        const input = parseBody(completeStorySchema, request.body);
        return runIdempotent(db, request, reply, userId, (tx) => completeStory(tx, library, userId, storyId, input, clock()));
      },
    );
  };
}
