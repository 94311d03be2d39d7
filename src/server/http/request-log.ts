import { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from "fastify";

/**
 * One structured line per request instead of Fastify's two ("incoming request" and "request completed"):
 * request id, method, route pattern, status and duration. The route is the pattern (`/api/user/:id`), never the
 * raw URL, so no id, query string, email, password or cookie reaches the log.
 */
export function requestLogController(): LogController {
  return new LogController({ disableRequestLogging: true });
}

export function requestLogHook(app: FastifyInstance): void {
  // Callback style, like the security hook: no promise per request.
  app.addHook("onResponse", (request, reply, done) => {
    logRequest(request, reply);
    done();
  });
}

/** The access line itself; also called for the few answers Fastify gives before any hook runs. */
export function logRequest(request: FastifyRequest, reply: FastifyReply): void {
  const status = reply.statusCode;
  const line = {
    method: request.method,
    route: request.routeOptions.url ?? null,
    status,
    durationMs: Math.round(reply.elapsedTime * 10) / 10,
  };
  if (status >= 500) request.log.error(line, "request");
  else request.log.info(line, "request");
}
