import crypto from "node:crypto";
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import { parseCookie } from "cookie";
import { DEVICE_TIME_ZONE_COOKIE, selectedChildCookie } from "../shared/page-markers";
import type { StripeSettings, TrustProxy } from "./config";
import type { Database } from "./db/client";
import { DEFAULT_WRITES_PER_PARENT, limitWritesPerParent } from "./http/write-share";
import { isDatabaseBusy, isDatabaseUnavailable, isUnstorableText } from "./db/errors";
import { DATABASE_BUSY_RETRY_AFTER_SECONDS, DATABASE_RETRY_AFTER_SECONDS, HttpError, ValidationError, serviceUnavailable } from "./http/errors";
import { i18nFor, messageIn, parentPageLanguage, requestI18n, requestLanguage, visitorLanguage } from "./i18n/i18n";
import { userLanguageLookup } from "./i18n/user-language";
import { issueMessage } from "./i18n/validation";
import { safeError } from "./http/safe-error";
import { RateLimitRefused, sweepExpiredWindows } from "./http/rate-limit";
import { applySecurityHeaders, securityHooks } from "./http/security";
import { DEFAULT_TIMEOUTS, type Timeouts, answerClientError, serverTimeoutOptions } from "./http/timeouts";
import { logRequest, requestLogController, requestLogHook } from "./http/request-log";
import { choosePage, isPageRequest, loadSpaFiles, sendPage, sendPersonalPage, serveStaticFiles } from "./http/spa";
import {
  isLanguage,
  landingLanguageAt,
  landingPathOf,
  OFFERED_LANGUAGES,
  SOURCE_LANGUAGE,
} from "../shared/i18n/locales";
import { eventLoopHeadroom, type Headroom } from "./http/headroom";
import { preloadLinkHeader, preloadPaths, serverRendering, type ScreenRenderer } from "./rendering/render-page";
import { readLoaders } from "./rendering/loaders";
import { cachedSigner } from "./auth/cached-signer";
import { authRoutes } from "./auth/routes";
import { waitlistRoutes } from "./waitlist/routes";
import { healthRoutes } from "./health/routes";
import { adminRoutes } from "./admin/routes";
import type { Curriculum } from "./curriculum/curriculum";
import { curriculumOutlineRoutes, lessonContentRoutes } from "./curriculum/routes";
import { progressRoutes } from "./progress/routes";
import { attemptRoutes } from "./attempts/routes";
import { moodRoutes } from "./mood/routes";
import { insightsRoutes } from "./insights/routes";
import { journalRoutes } from "./journal/routes";
import { profileRoutes } from "./profile/routes";
import { settingsRoutes } from "./settings/routes";
import { storyRoutes } from "./stories/routes";
import { favoriteRoutes } from "./favorites/routes";
import { familyRoutes } from "./family/routes";
import { samePageRoutes } from "./family/same-page";
import { practiceRoutes } from "./practices/routes";
import { guestLessonRoutes } from "./guest-lesson/routes";
import { sweepExpiredGuestAttempts } from "./guest-lesson/guest-attempts";
import { sessionStore } from "./auth/session-store-setup";
import { registerSessions } from "./auth/session-plugin";
import { adminPasswordHashSource, resolveAdminPasswordHash } from "./admin/admin-password";
import { subscriptionRoutes } from "./subscriptions/routes";
import { ClosedProvider, type PaymentProvider, TestModeProvider } from "./subscriptions/payment-provider";
import { StripeProvider, priceDifference } from "./subscriptions/stripe-provider";
import { stripeWebhookRoutes } from "./subscriptions/stripe-webhook";
import { cancelPaymentsBeforeErasure } from "./subscriptions/account-deletion";
import { lessonPlanGate } from "./subscriptions/plan-access";
import { PRODUCT_NAME } from "../shared/product";
import { passwordRoutes } from "./auth/password-routes";
import { type Mailer, countedMailer, createMailer } from "./mail/mailer";
import { createMailContext } from "./mail/mail-context";
import { unsubscribeRoutes } from "./mail/unsubscribe-routes";
import { LaunchMailSender } from "./mail/launch-mail";
import { scheduleWeeklyProgressMails, sendWeeklyProgressMails } from "./mail/weekly-progress";
import { launchMailRoutes } from "./admin/launch-mail-routes";
import { sweepExpiredIdempotencyKeys } from "./http/idempotency";
import { pushRoutes } from "./push/routes";
import { vapidKeySource } from "./push/vapid";
import { webPushSender, type PushSender } from "./push/sender";
import type { PushTestServices } from "./push/push-services";
import { startReminderScheduler } from "./push/reminder-scheduler";
import { createMetrics, metricsRoute } from "./ops/metrics";

export interface AppOptions {
  database: Database;
  sessionSecret: string;
  adminPath: string;
  /** ADMIN_PASSWORD; when absent one is generated once and kept hashed in the database. */
  adminPassword?: string;
  /** TRUST_PROXY (src/server/config.ts): whose X-Forwarded-* headers to believe. */
  trustProxy?: TrustProxy;
  /** The curriculum, loaded and validated at start-up. */
  curriculum: Curriculum;
  /** Built client (dist/client); absent in API tests. */
  clientDir?: string;
  /** Renders signed-in screens into their pages (src/server/rendering/render-page.ts); absent, the browser renders them. */
  screenRenderer?: ScreenRenderer;
  /** Whether there is time to render a parent's screen into their page (src/server/http/headroom.ts by default). */
  renderingHeadroom?: Headroom;
  logLevel?: string;
  /** Where log lines go (JSON, one per line); standard output when absent. */
  logStream?: { write(line: string): void };
  /** The time plans are judged by (trial end, paid period end); tests set it. */
  clock?: () => Date;
  /** How long a slow client may take (REQUEST_TIMEOUT_MS, HEADERS_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS). */
  timeouts?: Timeouts;
  /** SMTP_URL and MAIL_FROM; without a server, mails go to the log. */
  smtpUrl?: string;
  mailFrom?: string;
  /** Replaces the mailer those settings make (tests collect mails with it). */
  mailer?: Mailer;
  /** PUBLIC_URL: the address links in mails point at. */
  publicUrl?: string;
  /** Pause between two launch mails; tests set 0. */
  launchMailIntervalMs?: number;
  /** Whether this instance looks for due weekly progress mails (on unless told otherwise). */
  weeklyMails?: boolean;
  /**
   * Reminders by Web Push: when set, this instance looks for due reminders every `pollMs` and sends them (every
   * instance may; each reminder is claimed once in the database). `contact` is the VAPID subject (mailto: or https:).
   */
  reminders?: { pollMs: number; contact: string; sender?: PushSender };
  /**
   * Push services a test runs on this machine, accepted besides the known ones (src/server/push/push-services.ts).
   * Only tests pass it: no setting reaches it, so production cannot switch it on.
   */
  pushTestServices?: PushTestServices;
  /** METRICS_TOKEN: GET /metrics answers only with this bearer token, and is off (404) without one. */
  metricsToken?: string;
  /** Changes one parent may have in progress at once on this instance (WRITES_PER_PARENT, http/write-share.ts). */
  writesPerParent?: number;
  /**
   * Who takes the payments. Absent: Stripe with `stripe`'s settings; else test mode, except in `production`, where
   * paid plans are closed. Tests pass a failing or slow one.
   */
  paymentProvider?: PaymentProvider;
  /** STRIPE_SECRET_KEY, STRIPE_PRICE_ID, STRIPE_WEBHOOK_SECRET (and STRIPE_API_URL). */
  stripe?: StripeSettings;
  /** NODE_ENV=production: no test mode. */
  production?: boolean;
}

/** A session lasts this long after its last write (sign-in, or the touch of auth/session-store-setup.ts). */
const SESSION_LIFE_MS = 30 * 24 * 60 * 60 * 1000;
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
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
    bodyLimit: BODY_LIMIT_BYTES,
    ...serverTimeoutOptions(options.timeouts ?? DEFAULT_TIMEOUTS),
    clientErrorHandler: answerClientError,
    genReqId: nextRequestId,
    onProtoPoisoning: "error",
    onConstructorPoisoning: "error",
    routerOptions: { maxParamLength: 200 },
    // A malformed URL or an over-long parameter is answered before routing: same shape, same headers.
    frameworkErrors: (_error, request, reply) => {
      applySecurityHeaders(request, reply as FastifyReply);
      void (reply as FastifyReply).code(400).send({ message: i18nFor(visitorLanguage(request))._(/*i18n*/ "Bad request") });
      logRequest(request, reply as FastifyReply);
    },
  });
  database.logConnectionErrorsTo?.(app.log);
  if (options.trustProxy === true) {
    app.log.warn(
      "TRUST_PROXY=true believes every X-Forwarded-For entry, so a client can choose its own address and escape the per-address limits: set the number of proxies in front (TRUST_PROXY=1) or their addresses instead (docs/deploy.md)",
    );
  }

  // docs/deploy.md#metrics. The process, request timings and pool are measured only while someone may scrape them.
  const metrics = createMetrics();
  if (options.metricsToken) metrics.timeRequests(app);

  // Every answer's message is in the request's language (a signed-in parent's setting, else the visitor's).
  const lookupUserLanguage = userLanguageLookup(database.db);
  app.setErrorHandler(async (error: FastifyError | HttpError, request, reply) => {
    if (error instanceof RateLimitRefused) for (const limit of error.limits) metrics.rateLimitRefused(limit);
    if (isDatabaseUnavailable(error)) {
      // No stored language to read while the database is away.
      request.log.error({ err: error }, "database unavailable");
      const unavailable = serviceUnavailable(DATABASE_RETRY_AFTER_SECONDS);
      const i18n = i18nFor(visitorLanguage(request));
      return reply.code(unavailable.statusCode).headers(unavailable.headers).send({ message: i18n._(unavailable.id) });
    }
    if (isDatabaseBusy(error)) {
      // Other work held the rows this request needed (a lock wait, a statement timeout, a conflict met twice): nothing
      // of it was stored, and trying again in a moment succeeds (db/transactions.ts).
      request.log.warn({ err: error }, "database busy");
      const busy = serviceUnavailable(DATABASE_BUSY_RETRY_AFTER_SECONDS);
      return reply.code(busy.statusCode).headers(busy.headers).send({ message: i18nFor(visitorLanguage(request))._(busy.id) });
    }
    const language = await requestLanguage(request, lookupUserLanguage);
    const i18n = i18nFor(language);
    if (error instanceof ValidationError) {
      return reply.code(error.statusCode).send({ message: issueMessage(error.issue, language, i18n) });
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send({ message: messageIn(i18n, error.id, error.values) });
    }
    if (isUnstorableText(error)) {
      request.log.warn({ err: error }, "text the database cannot store");
      return reply.code(400).send({ message: i18n._(/*i18n*/ "Text can't contain control characters. Please remove them.") });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: messageIn(i18n, clientErrorMessage(error)) });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.code(500).send({ message: i18n._(/*i18n*/ "Something went wrong on our side. Please try again.") });
  });

  securityHooks(app);
  requestLogHook(app);
  await app.register(metricsRoute(metrics, options.metricsToken));

  if (options.clientDir) await serveStaticFiles(app, options.clientDir);
  const levelOfLesson = (lessonId: number) => options.curriculum.lessonById.get(lessonId)?.levelId;
  const spaFiles = options.clientDir
    ? loadSpaFiles(
        options.clientDir,
        options.adminPath,
        (lessonId) => levelOfLesson(lessonId) !== undefined,
        options.publicUrl ?? "",
      )
    : undefined;

  const clock = options.clock ?? (() => new Date());
  const mailer = countedMailer(
    options.mailer ?? createMailer({ smtpUrl: options.smtpUrl, from: options.mailFrom ?? PRODUCT_NAME, log: app.log }),
    metrics.mailSent,
  );
  const mail = createMailContext(mailer, options.publicUrl ?? "http://localhost:3000", options.sessionSecret);
  const launchMails = new LaunchMailSender(database.db, mail, app.log, options.launchMailIntervalMs);
  app.addHook("onClose", async () => {
    await launchMails.stop();
    mailer.close();
  });
  if (options.weeklyMails !== false) {
    const stopWeekly = scheduleWeeklyProgressMails(() => sendWeeklyProgressMails(database.db, mail, clock(), app.log, options.curriculum));
    app.addHook("onClose", async () => stopWeekly());
  }

  // docs/product-rules.md#plans-and-payments: Stripe when it is set up; a production server without it sells nothing.
  const paymentProvider =
    options.paymentProvider ??
    (options.stripe
      ? new StripeProvider(options.stripe, options.publicUrl ?? "http://localhost:3000", app.log)
      : options.production
        ? new ClosedProvider()
        : new TestModeProvider());
  if (paymentProvider instanceof ClosedProvider) {
    app.log.warn("Stripe is not set up (STRIPE_SECRET_KEY, STRIPE_PRICE_ID, STRIPE_WEBHOOK_SECRET): paid plans are closed on this server; the trial and gift codes still work (docs/deploy.md)");
  }
  if (paymentProvider instanceof StripeProvider) {
    // Its own scope: the raw-body parser and the larger body limit hold for the webhook alone, with no session.
    await app.register(stripeWebhookRoutes(database.db, paymentProvider, clock));
    void paymentProvider.loadPrice().then((price) => {
      const difference = price && priceDifference(price);
      if (difference) app.log.warn({ price }, `the Stripe price differs from the landing page's (${difference}): the Subscription screen shows Stripe's`);
    });
  }

  const vapidKeys = vapidKeySource(database.db);

  // Everything that needs cookies or a session lives in this scope; static files skip both. A request without a session
  // cookie costs the session hooks nothing but a header check (auth/session-plugin.ts).
  await app.register(async (scope) => {
    const store = await sessionStore(database, app.log);
    app.addHook("onClose", async () => store.close());
    if (options.metricsToken) metrics.observe({ poolUse: database.poolUse, sessionCache: store.cache });
    // No write per request: a signed-in session is written back only when its expiry has moved far enough.
    registerSessions(scope, { handle: store, signer: cachedSigner(options.sessionSecret), lifeMs: SESSION_LIFE_MS });
    limitWritesPerParent(scope, options.writesPerParent ?? DEFAULT_WRITES_PER_PARENT);

    await scope.register(healthRoutes(database));
    await scope.register(authRoutes(database.db, clock));
    await scope.register(passwordRoutes(database.db, mail, clock));
    await scope.register(unsubscribeRoutes(database.db, mail));
    await scope.register(waitlistRoutes(database.db));
    const planGate = lessonPlanGate(database.db, options.curriculum, clock);
    const headroom = options.renderingHeadroom ?? eventLoopHeadroom();
    app.addHook("onClose", async () => headroom.close());
    const renderPage =
      options.screenRenderer &&
      serverRendering({
        loadRead: readLoaders({
          db: database.db,
          curriculum: options.curriculum,
          planGate,
          clock,
          paymentProvider,
        }),
        renderer: options.screenRenderer,
        headroom,
        clock,
        log: app.log,
      });
    await scope.register(curriculumOutlineRoutes(options.curriculum, lookupUserLanguage));
    await scope.register(lessonContentRoutes(options.curriculum, planGate, lookupUserLanguage));
    await scope.register(progressRoutes(database.db, options.curriculum, planGate, clock));
    await scope.register(attemptRoutes(database.db, options.curriculum));
    await scope.register(moodRoutes(database.db, clock));
    await scope.register(insightsRoutes(database.db, options.curriculum, clock, lookupUserLanguage));
    await scope.register(journalRoutes(database.db, options.curriculum, clock));
    await scope.register(profileRoutes(database.db, clock, cancelPaymentsBeforeErasure(database.db, paymentProvider, clock)));
    await scope.register(settingsRoutes(database.db, clock));
    await scope.register(storyRoutes(database.db, options.curriculum, clock, lookupUserLanguage));
    await scope.register(favoriteRoutes(database.db, options.curriculum));
    await scope.register(familyRoutes(database.db, clock, mail));
    await scope.register(samePageRoutes(database.db, options.curriculum, planGate, lookupUserLanguage));
    await scope.register(practiceRoutes(database.db, options.curriculum, clock, lookupUserLanguage));
    await scope.register(guestLessonRoutes(database.db, options.curriculum, planGate, options.sessionSecret, clock));
    await scope.register(subscriptionRoutes(database.db, paymentProvider, clock));
    await scope.register(pushRoutes(database.db, vapidKeys, clock, options.pushTestServices));
    const adminPasswordHash = adminPasswordHashSource(() =>
      resolveAdminPasswordHash(database.db, options.adminPassword, app.log),
    );
    // Worked out at start, so a generated password is printed then; a failure here is retried at the first admin login.
    adminPasswordHash().catch((error: unknown) =>
      app.log.error({ err: error }, "admin password setup failed; retried at the next admin login"),
    );
    await scope.register(adminRoutes(database.db, adminPasswordHash, clock));
    await scope.register(launchMailRoutes(launchMails, clock));

    scope.setNotFoundHandler(async (request, reply) => {
      if (!isPageRequest(request) || !spaFiles) {
        return reply.code(404).send({ message: (await requestI18n(request, lookupUserLanguage))._(/*i18n*/ "Not found") });
      }
      const pathname = request.url.split("?")[0] ?? "/";
      // The static plugin hands refused files (e.g. /index.html) here from outside the session scope.
      const session = request.session as typeof request.session | null | undefined;
      const userId = session?.userId;
      const signedIn = typeof userId === "number";
      // Pages vary by the session, the device's language choice and the browser's languages (i18n/i18n.ts).
      reply.header("vary", "accept-language, cookie");
      const landingLanguage = landingLanguageAt(pathname);
      if (!signedIn && landingLanguage && !OFFERED_LANGUAGES.includes(landingLanguage)) return reply.redirect("/", 302);
      // A signed-in parent's page is in their setting, as the app that takes it over shows it (a page in the device's
      // language was hydrated in the setting's on a new device: a mismatch); a visitor's is in the device's language.
      const language = signedIn
        ? await parentPageLanguage(request, lookupUserLanguage)
        : (landingLanguage ?? visitorLanguage(request));
      // A visitor whose language is not English is sent to the landing page in it, at its own address.
      if (!signedIn && pathname === "/" && isLanguage(language) && language !== SOURCE_LANGUAGE) {
        return reply.header("cache-control", "no-cache").redirect(landingPathOf(language), 302);
      }
      const page = choosePage(spaFiles, pathname, signedIn, options.adminPath, language);
      if (typeof userId === "number" && pathname !== "/index.html") {
        // A signed-in screen comes rendered, with the state it was rendered from, when it can be
        // (docs/decisions/0005-server-rendering-with-hydration.md).
        const rendered = renderPage && (await renderPage(request.url, userId, deviceTimeZoneOf(request), language, deviceChildOf(request, userId)));
        const html = rendered && spaFiles.renderedPage(rendered);
        if (html) return sendPersonalPage(request, reply, html);
        // Otherwise the browser renders it; the screen's reads go out with its page.
        reply.header("link", preloadLinkHeader(preloadPaths(pathname, userId, language)));
      }
      return sendPage(request, reply, page);
    });
  });

  // Expired rate-limit windows, idempotency keys and guest attempts are dead rows; any instance may sweep them.
  const sweep = setInterval(() => {
    sweepExpiredWindows(database.db).catch((error: unknown) => app.log.warn({ err: error }, "rate-limit sweep failed"));
    sweepExpiredIdempotencyKeys(database.db).catch((error: unknown) =>
      app.log.warn({ err: error }, "idempotency sweep failed"),
    );
    sweepExpiredGuestAttempts(database.db, clock()).catch((error: unknown) =>
      app.log.warn({ err: error }, "guest attempt sweep failed"),
    );
  }, 10 * 60_000);
  sweep.unref();
  app.addHook("onClose", async () => clearInterval(sweep));

  if (options.reminders) {
    const stopReminders = startReminderScheduler({
      db: database.db,
      curriculum: options.curriculum,
      sender: options.reminders.sender ?? webPushSender(vapidKeys, options.reminders.contact, options.pushTestServices),
      intervalMs: options.reminders.pollMs,
      clock,
      log: app.log,
      countPush: metrics.pushSent,
    });
    app.addHook("onClose", stopReminders);
  }

  return app;
}

/** The device's time zone the app keeps in a cookie (src/client/lib/time-zone.ts), unchecked: the renderer checks it. */
function deviceTimeZoneOf(request: FastifyRequest): string | undefined {
  const zone = parseCookie(String(request.headers.cookie ?? ""))[DEVICE_TIME_ZONE_COOKIE];
  return zone && zone.length <= 100 ? zone : undefined;
}

/**
 * The child the device last chose on home's switcher for this parent (src/shared/page-markers.ts): a whole id, or none.
 * Home draws the first child when it names none or one no longer in the family (src/shared/rules/selected-child.ts).
 */
function deviceChildOf(request: FastifyRequest, userId: number): number | undefined {
  const value = parseCookie(String(request.headers.cookie ?? ""))[selectedChildCookie(userId)];
  return value !== undefined && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : undefined;
}

/** Unique per process (random prefix) and across instances, cheaper than a UUID per request. */
const REQUEST_ID_PREFIX = crypto.randomBytes(6).toString("base64url");
let requestCounter = 0;
function nextRequestId(): string {
  requestCounter = (requestCounter + 1) % Number.MAX_SAFE_INTEGER;
  return `${REQUEST_ID_PREFIX}-${requestCounter.toString(36)}`;
}

/**
 * TRUST_PROXY as Fastify takes it. A hop count becomes "the first n addresses counted from the app are proxies"
 * (Fastify 5 refuses a bare number, since it cannot tell a proxy from a direct client; with a count the operator says
 * every client comes through that many proxies).
 */
function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== "number") return trust;
  if (trust === 0) return false;
  return (_address, hop) => hop < trust;
}

/** Fastify's own 4xx errors, in the product's words. */
function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return /*i18n*/ "Request body is too large";
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return /*i18n*/ "Requests must be sent as JSON";
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return /*i18n*/ "Request body is empty";
    case "FST_ERR_CTP_INVALID_JSON_BODY":
      return /*i18n*/ "Malformed JSON body";
    default:
      return error.statusCode === 400 && /JSON|token|proto|constructor/i.test(error.message)
        ? /*i18n*/ "Malformed JSON body"
        : /*i18n*/ "Bad request";
  }
}
