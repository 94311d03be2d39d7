import { count, desc } from "drizzle-orm";
import type { Clock } from "../clock";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { adminLoginSchema, type WaitlistSignup } from "../../shared/schemas/admin";
import type { AppDb } from "../db/client";
import { subscriptions, users, waitlistSignups } from "../db/schema";
import type { PlanCounts } from "../../shared/schemas/admin";
import { forbidden, parseBody, unauthorized, HttpError } from "../http/errors";
import { InFlightGate } from "../http/in-flight";
import { RATE_LIMITS, releaseAttempt, releaseOnError, reserveAttempt } from "../http/rate-limit";
import { verifyPassword } from "../auth/passwords";

/**
 * Admin rights last a working session, not the 30 days of a parent's cookie: on a shared device the waitlist's
 * emails must not stay one tap away (docs/screens.md#admin-dashboard: unlocked "for the page session").
 */
export const ADMIN_RIGHTS_MS = 2 * 60 * 60 * 1000;

/** Whether this session holds admin rights that have not yet run out. */
export function hasAdminRights(request: FastifyRequest, now: Date): boolean {
  const { isAdmin, adminUntil } = request.session;
  return isAdmin === true && typeof adminUntil === "number" && adminUntil > now.getTime();
}

/** Only an admin session may read waitlist emails: 401 when nobody is signed in, 403 for a parent. */
export function requireAdmin(request: FastifyRequest, now: Date): void {
  if (hasAdminRights(request, now)) return;
  if (typeof request.session.userId === "number") throw forbidden("Admin access is required.");
  throw unauthorized("Admin access is required.");
}

/** Every address's wrong admin passwords together. */
const ADMIN_LOGIN_TOTAL_KEY = "admin-login:total";

export function adminRoutes(db: AppDb, adminPasswordHash: () => Promise<string>, clock: Clock) {
  return async function register(app: FastifyInstance) {
    // One address's burst is turned away before it costs the database anything (src/server/http/in-flight.ts).
    const attemptsAtOnce = new InFlightGate();
    app.post("/api/admin/login", (request) =>
      attemptsAtOnce.run(`admin-login:${request.ip}`, async () => {
        const addressKey = `admin-login:ip:${request.ip}`;
        const { password } = parseBody(adminLoginSchema, request.body);
        // Counted before the password is checked, so a burst checks at most the limit's worth: per address, then
        // against the budget of all addresses together (docs/product-rules.md#rate-limits). A guess its own address
        // already refuses does not spend that shared budget.
        await reserveAttempt(db, addressKey, RATE_LIMITS.adminLoginPerAddress);
        await reserveAttempt(db, ADMIN_LOGIN_TOTAL_KEY, RATE_LIMITS.adminLoginTotal);
        const counted = [addressKey, ADMIN_LOGIN_TOTAL_KEY];
        const valid = await releaseOnError(db, counted, async () => verifyPassword(await adminPasswordHash(), password, addressKey));
        if (!valid) {
          request.log.warn({ event: "admin_login_failed" }, "admin login failed");
          throw new HttpError(401, "Incorrect admin password.");
        }
        // Only failures count.
        await Promise.all(counted.map((key) => releaseAttempt(db, key)));
        // A new session id for the new rights; a signed-in parent stays signed in.
        await request.session.regenerate(["userId"]);
        request.session.isAdmin = true;
        request.session.adminUntil = clock().getTime() + ADMIN_RIGHTS_MS;
        await request.session.save();
        request.log.info({ event: "admin_login" }, "admin login");
        return { isAdmin: true };
      }),
    );

    app.post("/api/admin/logout", async (request) => {
      if (typeof request.session.userId === "number") {
        request.session.isAdmin = false;
        request.session.adminUntil = undefined;
        await request.session.save();
      } else if (request.session.isAdmin) {
        await request.session.destroy();
      }
      return { isAdmin: false };
    });

    app.get("/api/admin/session", async (request) => ({ isAdmin: hasAdminRights(request, clock()) }));

    const listSignups = async (request: FastifyRequest): Promise<WaitlistSignup[]> => {
      requireAdmin(request, clock());
      const rows = await db
        .select()
        .from(waitlistSignups)
        .orderBy(desc(waitlistSignups.createdAt), desc(waitlistSignups.id));
      return rows.map((row) => ({ id: row.id, email: row.email, createdAt: row.createdAt.toISOString() }));
    };
    app.get("/api/admin/waitlist", listSignups);

    /**
     * Parents by plan and status, for the dashboard: counts only. No card data exists here to show (the payment
     * provider holds it); a parent without a subscription row is on the free plan.
     */
    app.get("/api/admin/plans", async (request): Promise<PlanCounts> => {
      requireAdmin(request, clock());
      const [parents] = await db.select({ total: count() }).from(users);
      const rows = await db
        .select({ plan: subscriptions.plan, status: subscriptions.status, provider: subscriptions.provider, parents: count() })
        .from(subscriptions)
        .groupBy(subscriptions.plan, subscriptions.status, subscriptions.provider)
        .orderBy(subscriptions.plan, subscriptions.status, subscriptions.provider);
      const withRow = rows.reduce((sum, row) => sum + row.parents, 0);
      return { free: (parents?.total ?? 0) - withRow, plans: rows };
    });
    app.get("/api/waitlist", listSignups);
  };
}
