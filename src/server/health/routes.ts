import type { FastifyInstance } from "fastify";
import type { Database } from "../db/client";
import { DATABASE_RETRY_AFTER_SECONDS } from "../http/errors";

export function healthRoutes(database: Database) {
  return async function register(app: FastifyInstance) {
    /** Readiness: the app can serve requests only when its database answers with this code's latest migration. */
    app.get("/api/health", async (_request, reply) => {
      try {
        await database.ping();
        return { status: "ok", database: database.kind };
      } catch {
        return reply
          .code(503)
          .header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS))
          .send({ status: "unavailable", message: "Database unavailable" });
      }
    });
    /** Liveness: the process is up and its event loop turns. */
    app.get("/api/health/live", async () => ({ status: "ok" }));
  };
}
