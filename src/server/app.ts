import crypto from "node:crypto";
import fastifyCookie from "@fastify/cookie";
import fastifySession from "@fastify/session";
import connectPgSimple from "connect-pg-simple";
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from "fastify";
import type { Database } from "./db/client";
import { isDatabaseUnavailable } from "./db/errors";
import { HttpError } from "./http/errors";
import { safeError } from "./http/safe-error";
import { sweepExpiredWindows } from "./http/rate-limit";
import { applySecurityHeaders, securityHooks } from "./http/security";
import { logRequest, requestLogController, requestLogHook } from "./http/request-log";
import { choosePage, isPageRequest, loadSpaFiles, sendPage, serveStaticFiles } from "./http/spa";
import { authRoutes } from "./auth/routes";
import { waitlistRoutes } from "./waitlist/routes";
import { healthRoutes } from "./health/routes";
import { adminRoutes } from "./admin/routes";
import type { Curriculum } from "./curriculum/curriculum";
import { curriculumOutlineRoutes, lessonContentRoutes } from "./curriculum/routes";
import { progressRoutes } from "./progress/routes";
import { moodRoutes } from "./mood/routes";
import { journalRoutes } from "./journal/routes";
import { profileRoutes } from "./profile/routes";
import { settingsRoutes } from "./settings/routes";
import { storyRoutes } from "./stories/routes";
import { favoriteRoutes } from "./favorites/routes";
import { adminPasswordHashSource, resolveAdminPasswordHash } from "./admin/admin-password";
import { subscriptionRoutes } from "./subscriptions/routes";
import { type PaymentProvider, TestModeProvider } from "./subscriptions/payment-provider";
import { lessonPlanGate } from "./subscriptions/plan-access";

export interface AppOptions {
  database: Database;
  sessionSecret: string;
  adminPath: string;
  /** ADMIN_PASSWORD; when absent one is generated once and kept hashed in the database. */
  adminPassword?: string;
  trustProxy?: boolean;
  /** The curriculum, loaded and validated at start-up. */
  curriculum: Curriculum;
  /** Built client (dist/client); absent in API tests. */
  clientDir?: string;
  logLevel?: string;
  /** Where log lines go (JSON, one per line); standard output when absent. */
  logStream?: { write(line: string): void };
  /** The time plans are judged by (trial end, paid period end); tests set it. */
  clock?: () => Date;
  /** Who takes the payments; test mode when absent. Tests pass a failing or slow one. */
  paymentProvider?: PaymentProvider;
}

const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;
const BODY_LIMIT_BYTES = 100 * 1024;

/** Builds the whole HTTP app without listening, so tests can inject requests. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { database } = options;
  const app = Fastify({
    logger: {
      level: options.logLevel ?? "info",
      // No cookies, passwords or emails in logs: the default serializers log method, url and address only.
      redact: ["req.headers.cookie", "req.headers.authorization"],
      // A failed query's values stay out of error lines too (http/safe-error.ts).
      serializers: { err: safeError },
      ...(options.logStream && { stream: options.logStream }),
    },
    logController: requestLogController(),
    trustProxy: options.trustProxy ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: nextRequestId,
    onProtoPoisoning: "error",
    onConstructorPoisoning: "error",
    routerOptions: { maxParamLength: 200 },
    // A malformed URL or an over-long parameter is answered before routing: same shape, same headers.
    frameworkErrors: (_error, request, reply) => {
      applySecurityHeaders(request, reply as FastifyReply);
      void (reply as FastifyReply).code(400).send({ message: "Bad request" });
      logRequest(request, reply as FastifyReply);
    },
  });
  database.logConnectionErrorsTo?.(app.log);

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send({ message: error.message });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, "database unavailable");
      return reply.code(503).header("retry-after", "5").send({ message: "The service is briefly unavailable. Please try again in a moment." });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: clientErrorMessage(error) });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.code(500).send({ message: "Something went wrong on our side. Please try again." });
  });

  securityHooks(app);
  requestLogHook(app);

  if (options.clientDir) await serveStaticFiles(app, options.clientDir);
  const spaFiles = options.clientDir ? loadSpaFiles(options.clientDir, options.adminPath) : undefined;

  await app.register(curriculumOutlineRoutes(options.curriculum));

  // Everything that needs cookies or a session lives in this scope; static files and the outline skip both.
  await app.register(async (scope) => {
    await scope.register(fastifyCookie);
    const PgStore = connectPgSimple(fastifySession as never);
    const store = new PgStore({
      pool: database.pool as never,
      tableName: "sessions",
      createTableIfMissing: false,
      pruneSessionInterval: 15 * 60,
      errorLog: (...args: unknown[]) => app.log.warn({ args: String(args[0]) }, "session store"),
    });
    app.addHook("onClose", async () => store.close());

    await scope.register(fastifySession, {
      secret: options.sessionSecret,
      cookieName: "growly.sid",
      saveUninitialized: false,
      rolling: false,
      store: store as never,
      cookie: { httpOnly: true, sameSite: "lax", secure: "auto", path: "/", maxAge: THIRTY_DAYS_MS },
    });

    await scope.register(healthRoutes(database));
    await scope.register(authRoutes(database.db));
    await scope.register(waitlistRoutes(database.db));
    const clock = options.clock ?? (() => new Date());
    const planGate = lessonPlanGate(database.db, options.curriculum, clock);
    await scope.register(lessonContentRoutes(options.curriculum, planGate));
    await scope.register(progressRoutes(database.db, options.curriculum, planGate));
    await scope.register(moodRoutes(database.db));
    await scope.register(journalRoutes(database.db, options.curriculum));
    await scope.register(profileRoutes(database.db));
    await scope.register(settingsRoutes(database.db));
    await scope.register(storyRoutes(database.db, options.curriculum.stories));
    await scope.register(favoriteRoutes(database.db, options.curriculum));
    await scope.register(subscriptionRoutes(database.db, options.paymentProvider ?? new TestModeProvider(), clock));
    const adminPasswordHash = adminPasswordHashSource(() => resolveAdminPasswordHash(database.db, options.adminPassword, app.log));
    // Worked out at start, so a generated password is printed then; a failure here is retried at the first admin login.
    adminPasswordHash().catch((error: unknown) => app.log.error({ err: error }, "admin password setup failed; retried at the next admin login"));
    await scope.register(adminRoutes(database.db, adminPasswordHash, clock));

    scope.setNotFoundHandler(async (request, reply) => {
      if (!isPageRequest(request) || !spaFiles) {
        return reply.code(404).send({ message: "Not found" });
      }
      const pathname = request.url.split("?")[0] ?? "/";
      // The static plugin hands refused files (e.g. /index.html) here from outside the session scope.
      const session = request.session as typeof request.session | undefined;
      const signedIn = typeof session?.userId === "number";
      return sendPage(request, reply, choosePage(spaFiles, pathname, signedIn, options.adminPath));
    });
  });

  // Expired rate-limit windows are dead rows; any instance may sweep them.
  const sweep = setInterval(() => {
    sweepExpiredWindows(database.db).catch((error: unknown) => app.log.warn({ err: error }, "rate-limit sweep failed"));
  }, 10 * 60_000);
  sweep.unref();
  app.addHook("onClose", async () => clearInterval(sweep));

  return app;
}

/** Unique per process (random prefix) and across instances, cheaper than a UUID per request. */
const REQUEST_ID_PREFIX = crypto.randomBytes(6).toString("base64url");
let requestCounter = 0;
function nextRequestId(): string {
  requestCounter = (requestCounter + 1) % Number.MAX_SAFE_INTEGER;
  return `${REQUEST_ID_PREFIX}-${requestCounter.toString(36)}`;
}

/** Fastify's own 4xx errors, in the product's words. */
function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return "Request body is too large";
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return "Requests must be sent as JSON";
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return "Request body is empty";
    case "FST_ERR_CTP_INVALID_JSON_BODY":
      return "Malformed JSON body";
    default:
      return error.statusCode === 400 && /JSON|token|proto|constructor/i.test(error.message)
        ? "Malformed JSON body"
        : "Bad request";
  }
}
