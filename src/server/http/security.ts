import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/** Strict CSP: scripts only from our own origin, no inline script, no framing. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // Toasts and dialogs set style attributes at run time; styles cannot run code.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** A state change may come only from our own pages (DECISIONS.md "Safety rules"). */
export function isForeignOrigin(request: FastifyRequest): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const origin = request.headers.origin;
  if (origin !== undefined) {
    if (origin === "null") return true;
    try {
      return new URL(origin).host !== request.host;
    } catch {
      return true;
    }
  }
  return request.headers["sec-fetch-site"] === "cross-site";
}

export function securityHooks(app: FastifyInstance): void {
  // Callback-style hooks: they run on every request, and skip a promise each time.
  app.addHook("onRequest", (request, reply, done) => {
    if (isForeignOrigin(request)) {
      void reply.code(403).send({ message: "Cross-site requests are not allowed" });
      return;
    }
    done();
  });
  app.addHook("onSend", (request, reply, payload, done) => {
    applySecurityHeaders(request, reply);
    done(null, payload);
  });
}

/** Every response carries these, including the ones Fastify answers before routing. */
export function applySecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  reply.header("content-security-policy", CONTENT_SECURITY_POLICY);
  reply.header("x-content-type-options", "nosniff");
  reply.header("x-frame-options", "DENY");
  reply.header("referrer-policy", "strict-origin-when-cross-origin");
  reply.header("cross-origin-opener-policy", "same-origin");
  reply.header("permissions-policy", "camera=(), microphone=(), geolocation=()");
  reply.header("x-request-id", request.id);
  if (request.protocol === "https") {
    reply.header("strict-transport-security", "max-age=31536000; includeSubDomains");
  }
  if (request.url.startsWith("/api/") && !reply.hasHeader("cache-control")) {
    reply.header("cache-control", "no-store");
  }
}
