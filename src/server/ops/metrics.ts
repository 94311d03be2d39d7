import crypto from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import type { PoolUse } from "../db/client";
import type { PushOutcome } from "../push/sender";

/**
 * What an operator watches (docs/deploy.md#metrics), in Prometheus text at GET /metrics. Each app has a registry of
 * its own, so tests that build several apps in one process never share or collide on a metric.
 */
export interface Metrics {
  registry: Registry;
  /** A limit refused a request with 429 (its name in RATE_LIMITS, src/server/http/rate-limit.ts). */
  rateLimitRefused(limit: string): void;
  /** One push to one device: sent, gone (the push service dropped the subscription), refused (not a public address of a known push service), failed. */
  pushSent(outcome: PushOutcome | "failed"): void;
  /** One mail handed to the mail server, or refused by it. */
  mailSent(outcome: "sent" | "failed"): void;
}

/** Where the gauges read their values when scraped. */
export interface MetricSources {
  poolUse?: () => PoolUse;
  sessionCache?: { hits: number; misses: number };
}

/** Seconds: most answers take a few milliseconds; a slow database or a hashing queue shows in the upper buckets. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(): Metrics & { observe(sources: MetricSources): void; timeRequests(app: FastifyInstance): void } {
  const registry = new Registry();
  const rateLimitRefusals = new Counter({
    name: "growly_rate_limit_refusals_total",
    help: "Requests refused with 429 by a rate limit, by limit",
    labelNames: ["limit"] as const,
    registers: [registry],
  });
  const pushes = new Counter({
    name: "growly_push_sends_total",
    help: "Reminder pushes to one device, by outcome: sent, gone, refused (address not public or not a known push service), failed",
    labelNames: ["outcome"] as const,
    registers: [registry],
  });
  const mails = new Counter({
    name: "growly_mails_total",
    help: "Mails handed to the mail server (sent) or refused by it (failed)",
    labelNames: ["outcome"] as const,
    registers: [registry],
  });
  // Every series exists from the start at 0, so a rate() over them is defined before the first event.
  for (const outcome of ["sent", "gone", "refused", "failed"]) pushes.inc({ outcome }, 0);
  for (const outcome of ["sent", "failed"]) mails.inc({ outcome }, 0);

  return {
    registry,
    rateLimitRefused: (limit) => rateLimitRefusals.inc({ limit }),
    pushSent: (outcome) => pushes.inc({ outcome }),
    mailSent: (outcome) => mails.inc({ outcome }),

    /** The process, the event loop (nodejs_eventloop_lag_*), the database pool and the session cache. */
    observe(sources) {
      collectDefaultMetrics({ register: registry });
      const { poolUse, sessionCache } = sources;
      if (poolUse) {
        new Gauge({
          name: "growly_db_pool_connections",
          help: "Database pool connections by state (open, idle, max) and queries waiting for one (waiting)",
          labelNames: ["state"] as const,
          registers: [registry],
          collect() {
            const use = poolUse();
            this.set({ state: "open" }, use.open);
            this.set({ state: "idle" }, use.idle);
            this.set({ state: "waiting" }, use.waiting);
            this.set({ state: "max" }, use.max);
          },
        });
      }
      if (sessionCache) {
        new Counter({
          name: "growly_session_cache_reads_total",
          help: "Session reads answered from this instance's memory (hit) or read from the database (miss)",
          labelNames: ["result"] as const,
          registers: [registry],
          collect() {
            this.reset();
            this.inc({ result: "hit" }, sessionCache.hits);
            this.inc({ result: "miss" }, sessionCache.misses);
          },
        });
      }
    },

    /** http_request_duration_seconds by method, route pattern (never the raw path, so no ids) and status code. */
    timeRequests(app) {
      const durations = new Histogram({
        name: "http_request_duration_seconds",
        help: "Time to answer a request, by method, route pattern and status code",
        labelNames: ["method", "route", "status_code"] as const,
        buckets: DURATION_BUCKETS,
        registers: [registry],
      });
      app.addHook("onResponse", (request, reply, done) => {
        durations.observe(
          { method: request.method, route: routeLabel(request, reply), status_code: String(reply.statusCode) },
          reply.elapsedTime / 1000,
        );
        done();
      });
    },
  };
}

/** The route pattern; requests no route matched share one label, so scanners cannot grow the series without bound. */
function routeLabel(request: FastifyRequest, reply: FastifyReply): string {
  const pattern = request.routeOptions.url;
  if (pattern === undefined || (reply.statusCode === 404 && pattern.includes("*"))) return "unmatched";
  return pattern;
}

/** Whether the Authorization header carries `Bearer <token>`, compared in constant time. */
export function hasMetricsToken(authorization: string | undefined, token: string): boolean {
  const presented = /^Bearer (.+)$/.exec(authorization ?? "")?.[1] ?? "";
  // Hashing first gives both sides one length, so timingSafeEqual never tells the token's length either.
  const digest = (text: string) => crypto.createHash("sha256").update(text).digest();
  return crypto.timingSafeEqual(digest(presented), digest(token)) && presented.length > 0;
}

/**
 * GET /metrics for the operator only (docs/deploy.md#metrics): 404 while METRICS_TOKEN is unset, as if it did not
 * exist; 401 without the right bearer token.
 */
export function metricsRoute(metrics: Metrics, token: string | undefined) {
  return async function register(app: FastifyInstance) {
    app.get("/metrics", async (request, reply) => {
      if (token === undefined) return reply.code(404).send({ message: "Not found" });
      if (!hasMetricsToken(request.headers.authorization, token)) {
        return reply
          .code(401)
          .header("www-authenticate", 'Bearer realm="metrics"')
          .send({ message: "The metrics need the operator's token (Authorization: Bearer METRICS_TOKEN)." });
      }
      return reply
        .header("content-type", metrics.registry.contentType)
        .header("cache-control", "no-store")
        .send(await metrics.registry.metrics());
    });
  };
}
