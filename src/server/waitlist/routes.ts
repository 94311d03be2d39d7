import type { FastifyInstance } from "fastify";
import { waitlistSchema } from "../../shared/schemas/auth";
import type { AppDb } from "../db/client";
import { waitlistSignups } from "../db/schema";
import { parseBody } from "../http/errors";
import { RATE_LIMITS, reserveAttempt } from "../http/rate-limit";
import { i18nFor, newAccountLanguage } from "../i18n/i18n";

export function waitlistRoutes(db: AppDb) {
  return async function register(app: FastifyInstance) {
    // A repeat signup answers exactly like a first one, so nobody can probe who signed up.
    app.post("/api/waitlist", async (request, reply) => {
      await reserveAttempt(db, `waitlist:ip:${request.ip}`, RATE_LIMITS.waitlistPerAddress);
      const { email } = parseBody(waitlistSchema, request.body);
      // The launch mail is written in the language the visitor signed up in.
      const language = newAccountLanguage(request);
      await db.insert(waitlistSignups).values({ email, language }).onConflictDoNothing();
      return reply.code(201).send({ message: i18nFor(language)._(/*i18n*/ "You're on the list.") });
    });
  };
}
