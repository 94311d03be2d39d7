import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { i18nFor, visitorLanguage } from "../i18n/i18n";
import { isDisplayLanguage } from "../../shared/i18n/locales";
import { tooManyRequests } from "./errors";

/** How long a parent over their share is asked to wait: their earlier changes finish within milliseconds. */
export const WRITE_SHARE_RETRY_AFTER_SECONDS = 1;

/** Changes one parent may have in progress at once unless WRITES_PER_PARENT says otherwise. */
export const DEFAULT_WRITES_PER_PARENT = 4;

const HOLDS = Symbol("write share held by this request");
type Holding = FastifyRequest & { [HOLDS]?: number };

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A fair share of the database pool per parent (docs/deploy.md#database-connections): at most `perParent` of one
 * signed-in parent's changes are in progress at once on this instance, and one more is answered 429 with Retry-After
 * before it takes a connection, as sign-in limits per address. One parent's burst then never fills the pool that
 * other parents' requests need; the app's offline queue keeps a 429'd change and sends it again
 * (src/client/lib/outbox.ts). Registered after the session hooks, in the session scope.
 */
export function limitWritesPerParent(scope: FastifyInstance, perParent: number): void {
  const inFlight = new Map<number, number>();
  // Once per request, whichever comes first: the answer sent (onResponse) or the connection closed before it.
  const release = (request: Holding) => {
    const userId = request[HOLDS];
    if (userId === undefined) return;
    request[HOLDS] = undefined;
    const left = (inFlight.get(userId) ?? 1) - 1;
    if (left <= 0) inFlight.delete(userId);
    else inFlight.set(userId, left);
  };
  scope.addHook("onRequest", (request: FastifyRequest, reply: FastifyReply, done) => {
    const userId = request.session.userId;
    if (READS.has(request.method) || typeof userId !== "number") {
      done();
      return;
    }
    const current = inFlight.get(userId) ?? 0;
    if (current >= perParent) {
      // Answered here, in the language the session holds: no query for a request turned away under load.
      const refused = tooManyRequests(WRITE_SHARE_RETRY_AFTER_SECONDS);
      const language = isDisplayLanguage(request.session.language) ? request.session.language : visitorLanguage(request);
      void reply.code(refused.statusCode).headers(refused.headers).send({ message: i18nFor(language)._(refused.id) });
      return;
    }
    inFlight.set(userId, current + 1);
    (request as Holding)[HOLDS] = userId;
    reply.raw.once("close", () => release(request));
    done();
  });
  scope.addHook("onResponse", (request, _reply, done) => {
    release(request);
    done();
  });
}
