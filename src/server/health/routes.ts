import type { FastifyInstance } from "fastify";
import type { Database } from "../db/client";

export function healthRoutes(database: Database) {
  return async function register(app: FastifyInstance) {
    /** Readiness: the app can serve requests only when its database answers. */
    app.get("/api/health", async (_request, reply) => {
      try {
        await database.ping();
        return { status: "ok", database: database.kind };
      } catch {
        return reply.code(503).send({ status: "unavailable", message: "Database unavailable" });
      }
    });
    /** Liveness: the process is up and its event loop turns. */
    app.get("/api/health/live", async () => ({ status: "ok" }));
  };
}
