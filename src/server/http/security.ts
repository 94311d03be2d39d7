import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { i18nFor, visitorLanguage } from "../i18n/i18n";

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

/** A state change may come only from our own pages (docs/product-rules.md#requests). */
export function isForeignOrigin(request: FastifyRequest): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  // Mail clients post a mail's unsubscribe link from wherever they run; the signed token in it is what counts.
  if (request.url.startsWith("/unsubscribe?")) return false;
  // Stripe's webhook comes from Stripe's servers; its signature is what counts (subscriptions/stripe-webhook.ts).
  if (request.url === "/api/stripe/webhook") return false;
  const origin = request.headers.origin;
  if (origin !== undefined) {
    if (origin === "null") return true;
    // Scheme, host and port: https://growly.example is another origin than http://growly.example (RFC 6454).
    try {
      return new URL(origin).origin !== new URL(`${request.protocol}://${request.host}`).origin;
    } catch {
      return true;
    }
  }
  return request.headers["sec-fetch-site"] === "cross-site";
}

export function securityHooks(app: FastifyInstance): void {
  // One callback-style hook, no onSend hook: the headers are set as the request starts, survive error and
  // not-found answers, and a route that wants its own cache-control simply sets it again.
  app.addHook("onRequest", (request, reply, done) => {
    applySecurityHeaders(request, reply);
    if (isForeignOrigin(request)) {
      void reply.code(403).send({ message: i18nFor(visitorLanguage(request))._(/*i18n*/ "Cross-site requests are not allowed") });
      return;
    }
    done();
  });
}

const STATIC_HEADERS: Readonly<Record<string, string>> = {
  "content-security-policy": CONTENT_SECURITY_POLICY,
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "strict-origin-when-cross-origin",
  "cross-origin-opener-policy": "same-origin",
  "permissions-policy": "camera=(), microphone=(), geolocation=()",
};

/** Every response carries these, including the ones Fastify answers before routing. */
export function applySecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  reply.headers(STATIC_HEADERS);
  reply.header("x-request-id", request.id);
  if (request.protocol === "https") {
    reply.header("strict-transport-security", "max-age=31536000; includeSubDomains");
  }
  if (request.url.startsWith("/api/")) reply.header("cache-control", "no-store");
}
