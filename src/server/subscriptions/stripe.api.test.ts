import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { SubscriptionView } from "../../shared/schemas/subscription";
import { buildApp } from "../app";
import { subscriptions, users } from "../db/schema";
import { type TestDatabase, TEST_ADMIN_PASSWORD, TEST_ADMIN_PATH, cookieFrom, createTestDatabase, registerUser, testCurriculum } from "../test-support/test-app";
import { checkClientRoutes } from "../test-support/responses";
import { startStripeStandIn, stripeEvent, type StripeStandIn } from "../../../tests/support/stripe-stand-in";
import { PAID_PLANS_CLOSED_MESSAGE } from "./payment-provider";
import { PAYMENTS_NOT_CANCELLED_MESSAGE } from "./account-deletion";
import { StripeProvider } from "./stripe-provider";

const DAY_MS = 24 * 60 * 60 * 1000;
const WEBHOOK_SECRET = `whsec_${crypto.randomBytes(24).toString("hex")}`;
const SETTINGS = { secretKey: "sk_test_growlystandin0000", priceId: "price_growlyMonthly", webhookSecret: WEBHOOK_SECRET };
const signer = new Stripe("sk_test_signeronly0000");

let standIn: StripeStandIn;
let testDb: TestDatabase;
let app: FastifyInstance;
let closedApp: FastifyInstance;
let now = new Date();
const closedLog: string[] = [];

const newApp = async (overrides: Parameters<typeof buildApp>[0] extends infer O ? Partial<O> : never) => {
  const built = await buildApp({
    database: testDb.database,
    sessionSecret: crypto.randomBytes(32).toString("hex"),
    adminPath: TEST_ADMIN_PATH,
    adminPassword: TEST_ADMIN_PASSWORD,
    curriculum: testCurriculum(),
    logLevel: "silent",
    weeklyMails: false,
    publicUrl: "http://growly.test",
    clock: () => now,
    ...overrides,
  });
  await built.ready();
  checkClientRoutes(built);
  return built;
};

beforeAll(async () => {
  standIn = await startStripeStandIn();
  testDb = await createTestDatabase();
  app = await newApp({ stripe: { ...SETTINGS, apiUrl: standIn.url } });
  closedApp = await newApp({ production: true, logLevel: "warn", logStream: { write: (line) => void closedLog.push(line) } });
});
afterAll(async () => {
  await app?.close();
  await closedApp?.close();
  await testDb?.close();
  await standIn?.close();
});
beforeEach(() => {
  now = new Date();
  standIn.requests.length = 0;
  standIn.failing = false;
});

/** Delivers an event to the webhook as Stripe would: the JSON body, signed with the endpoint's secret. */
function deliver(event: object, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  return app.inject({
    method: "POST",
    url: "/api/stripe/webhook",
    headers: { "content-type": "application/json", "stripe-signature": signer.webhooks.generateTestHeaderString({ payload, secret }) },
    payload,
  });
}

const planOf = async (target: FastifyInstance, userId: number, cookie: string) =>
  (await target.inject({ url: `/api/user/${userId}/subscription`, headers: { cookie } })).json<SubscriptionView>();
const rowOf = async (userId: number) => (await testDb.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0];

/** A Stripe subscription object of a parent, in `status`. */
function subscriptionObject(userId: number, status: string, extra: Record<string, unknown> = {}) {
  const periodEnd = Math.floor((now.getTime() + 30 * DAY_MS) / 1000);
  return {
    id: `sub_${userId}`,
    object: "subscription",
    customer: `cus_${userId}`,
    status,
    metadata: { userId: String(userId) },
    pause_collection: null,
    cancel_at_period_end: false,
    ended_at: status === "canceled" ? Math.floor(now.getTime() / 1000) : null,
    trial_end: null,
    items: { object: "list", data: [{ id: `si_${userId}`, object: "subscription_item", current_period_end: periodEnd }] },
    ...extra,
  };
}

/** A parent whose 14-day trial is over, who paid in Checkout: Premium as the webhook says. */
async function paidParent() {
  const parent = await registerUser(app);
  now = new Date(Date.now() + 20 * DAY_MS);
  const completed = stripeEvent("checkout.session.completed", {
    id: "cs_test_paid",
    object: "checkout.session",
    mode: "subscription",
    client_reference_id: String(parent.user.id),
    customer: `cus_${parent.user.id}`,
    subscription: `sub_${parent.user.id}`,
    payment_status: "paid",
  });
  expect((await deliver(completed)).statusCode).toBe(200);
  const started = stripeEvent("customer.subscription.created", subscriptionObject(parent.user.id, "active"));
  expect((await deliver(started)).statusCode).toBe(200);
  return parent;
}

describe("Stripe Checkout and the customer portal", () => {
  it("send the price, the parent's email, their language and the rest of the trial to Stripe, and answer Checkout's address", async () => {
    const { user, cookie, fields } = await registerUser(app);
    expect((await app.inject({ method: "PATCH", url: `/api/user/${user.id}/settings`, headers: { cookie }, payload: { language: "fr" } })).statusCode).toBe(200);
    const response = await app.inject({ method: "POST", url: `/api/user/${user.id}/subscription/checkout`, headers: { cookie }, payload: {} });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ url: string }>().url).toMatch(new RegExp(`^${standIn.url}/pay\\?session=cs_test_`));

    const call = standIn.requests.find((request) => request.path === "/v1/checkout/sessions");
    const [created] = await testDb.database.db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, user.id));
    expect(call?.form).toMatchObject({
      mode: "subscription",
      "line_items[0][price]": SETTINGS.priceId,
      "line_items[0][quantity]": "1",
      customer_email: fields.email.toLowerCase(),
      client_reference_id: String(user.id),
      locale: "fr",
      "subscription_data[metadata][userId]": String(user.id),
      "subscription_data[trial_end]": String(Math.ceil((created!.createdAt.getTime() + 14 * DAY_MS) / 1000)),
      success_url: "http://growly.test/subscription?checkout=done",
    });
    // Nothing is Premium until Stripe's webhook says it was paid.
    expect(await rowOf(user.id)).toBeUndefined();
  });

  it("give a parent with less than 48 hours of trial left 48 hours, and none once the trial is over", async () => {
    const { user, cookie } = await registerUser(app);
    const checkout = () => app.inject({ method: "POST", url: `/api/user/${user.id}/subscription/checkout`, headers: { cookie }, payload: {} });
    now = new Date(Date.now() + 13 * DAY_MS);
    expect((await checkout()).statusCode).toBe(200);
    expect(standIn.requests.at(-1)?.form["subscription_data[trial_end]"]).toBe(String(Math.ceil((now.getTime() + 2 * DAY_MS) / 1000)));
    now = new Date(Date.now() + 15 * DAY_MS);
    expect((await checkout()).statusCode).toBe(200);
    expect(standIn.requests.at(-1)?.form).not.toHaveProperty("subscription_data[trial_end]");
  });

  it("refuse a plan change to Premium that skips Checkout, and store nothing", async () => {
    const { user, cookie } = await registerUser(app);
    const response = await app.inject({ method: "POST", url: `/api/user/${user.id}/subscription/change`, headers: { cookie }, payload: { plan: "premium" } });
    expect(response.statusCode).toBe(400);
    expect(await rowOf(user.id)).toBeUndefined();
    expect(standIn.requests.filter((request) => request.method === "POST")).toEqual([]);
  });

  it("open the customer's own billing page once Stripe knows the parent", async () => {
    const { user, cookie } = await paidParent();
    const response = await app.inject({ method: "POST", url: `/api/user/${user.id}/subscription/portal`, headers: { cookie }, payload: {} });
    expect(response.statusCode, response.body).toBe(200);
    expect(standIn.requests.at(-1)).toMatchObject({ path: "/v1/billing_portal/sessions", form: { customer: `cus_${user.id}`, return_url: "http://growly.test/subscription" } });
    const stranger = await registerUser(app);
    const refused = await app.inject({ method: "POST", url: `/api/user/${stranger.user.id}/subscription/portal`, headers: { cookie: stranger.cookie }, payload: {} });
    expect(refused.statusCode).toBe(400);
  });

  it("tell the parent when Stripe does not answer, and change nothing", async () => {
    const { user, cookie } = await registerUser(app);
    standIn.failing = true;
    const response = await app.inject({ method: "POST", url: `/api/user/${user.id}/subscription/checkout`, headers: { cookie }, payload: {} });
    expect(response.statusCode).toBe(502);
    expect(response.json<{ message: string }>().message).toMatch(/Nothing was charged/);
    expect(await rowOf(user.id)).toBeUndefined();
  });
});

describe("the Stripe webhook", () => {
  it("turns Premium on for a signed checkout, and the screen reads Stripe's price", async () => {
    const { user, cookie } = await paidParent();
    const view = await planOf(app, user.id, cookie);
    expect(view).toMatchObject({ plan: "premium", status: "active", hasFullAccess: true, purchase: "checkout", billingPortal: true, testMode: false });
    expect(view.price).toEqual({ amount: 4.99, currency: "usd", interval: "month" });
    expect(await rowOf(user.id)).toMatchObject({ provider: "stripe", providerReference: `sub_${user.id}`, providerCustomer: `cus_${user.id}` });
  });

  it("refuses a bad or missing signature with 400 and changes nothing", async () => {
    const { user } = await registerUser(app);
    const event = stripeEvent("customer.subscription.created", subscriptionObject(user.id, "active"));
    expect((await deliver(event, `whsec_${"0".repeat(40)}`)).statusCode).toBe(400);
    const unsigned = await app.inject({ method: "POST", url: "/api/stripe/webhook", headers: { "content-type": "application/json" }, payload: JSON.stringify(event) });
    expect(unsigned.statusCode).toBe(400);
    // The body signed, then changed on the way: the signature no longer matches.
    const payload = JSON.stringify(event);
    const tampered = await app.inject({
      method: "POST",
      url: "/api/stripe/webhook",
      headers: { "content-type": "application/json", "stripe-signature": signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) },
      payload: payload.replace('"active"', '"trialing"'),
    });
    expect(tampered.statusCode).toBe(400);
    expect(await rowOf(user.id)).toBeUndefined();
  });

  it("answers 400 to a signed event it cannot read, keeps nothing of it, and applies the same event once it reads well", async () => {
    const { user, cookie } = await registerUser(app);
    const good = stripeEvent("customer.subscription.created", subscriptionObject(user.id, "active"));
    const unreadable = { ...good, data: { object: null } };
    expect((await deliver(unreadable)).statusCode).toBe(400);
    expect(await rowOf(user.id)).toBeUndefined();
    // Its id was not kept: Stripe's next delivery of the event, readable this time, is applied.
    expect((await deliver(good)).statusCode).toBe(200);
    expect(await planOf(app, user.id, cookie)).toMatchObject({ plan: "premium", status: "active" });
  });

  it("changes nothing for a replayed event or an older one arriving late", async () => {
    const { user, cookie } = await paidParent();
    const created = Math.floor(now.getTime() / 1000);
    const pastDue = stripeEvent("customer.subscription.updated", subscriptionObject(user.id, "past_due"), { created: created + 10 });
    const olderActive = stripeEvent("customer.subscription.updated", subscriptionObject(user.id, "active"), { created: created + 5 });
    const cancelled = stripeEvent("customer.subscription.updated", subscriptionObject(user.id, "active", { cancel_at_period_end: true }), { created: created + 20 });
    expect((await deliver(pastDue)).statusCode).toBe(200);
    expect(await planOf(app, user.id, cookie)).toMatchObject({ status: "active", paymentFailed: true });
    expect((await deliver(olderActive)).statusCode).toBe(200);
    expect(await planOf(app, user.id, cookie)).toMatchObject({ status: "active", paymentFailed: true });

    expect((await deliver(cancelled)).statusCode).toBe(200);
    const before = await rowOf(user.id);
    expect(before).toMatchObject({ status: "cancelled" });
    // The same past_due event again (Stripe retries deliveries): handled once, so the cancellation stands.
    expect((await deliver(pastDue)).statusCode).toBe(200);
    expect(await rowOf(user.id)).toEqual(before);
  });

  it("keeps Premium while a failed payment is retried, then ends it when Stripe deletes the subscription", async () => {
    const { user, cookie } = await paidParent();
    const failed = stripeEvent("invoice.payment_failed", {
      id: "in_1",
      object: "invoice",
      customer: `cus_${user.id}`,
      parent: { type: "subscription_details", subscription_details: { subscription: `sub_${user.id}` } },
    });
    expect((await deliver(failed)).statusCode).toBe(200);
    expect(await planOf(app, user.id, cookie)).toMatchObject({ plan: "premium", hasFullAccess: true, paymentFailed: true });

    const deleted = stripeEvent("customer.subscription.deleted", subscriptionObject(user.id, "canceled"), { created: Math.floor(now.getTime() / 1000) + 60 });
    expect((await deliver(deleted)).statusCode).toBe(200);
    expect(await planOf(app, user.id, cookie)).toMatchObject({ status: "cancelled", hasFullAccess: false, paymentFailed: false, renews: false });
  });

  it("maps Stripe's statuses to the app's", async () => {
    const { user, cookie } = await paidParent();
    let created = Math.floor(now.getTime() / 1000);
    const expectations: [string, Record<string, unknown>, Partial<SubscriptionView>][] = [
      ["trialing", {}, { status: "active", paymentFailed: false }],
      ["active", { pause_collection: { behavior: "void" } }, { status: "paused" }],
      ["paused", {}, { status: "paused" }],
      ["active", {}, { status: "active", renews: true }],
      ["unpaid", {}, { status: "cancelled", hasFullAccess: false }],
      ["incomplete_expired", {}, { status: "cancelled", hasFullAccess: false }],
    ];
    for (const [status, extra, expected] of expectations) {
      created += 1;
      expect((await deliver(stripeEvent("customer.subscription.updated", subscriptionObject(user.id, status, extra), { created }))).statusCode).toBe(200);
      expect(await planOf(app, user.id, cookie), status).toMatchObject(expected);
    }
  });

  it("takes pause and resume from the Subscription screen to Stripe's paused collection", async () => {
    const { user, cookie } = await paidParent();
    expect((await app.inject({ method: "POST", url: `/api/user/${user.id}/subscription/pause`, headers: { cookie } })).statusCode).toBe(200);
    expect(standIn.requests.at(-1)).toMatchObject({ method: "POST", path: `/v1/subscriptions/sub_${user.id}`, form: { "pause_collection[behavior]": "void" } });
    expect((await app.inject({ method: "POST", url: `/api/user/${user.id}/subscription/resume`, headers: { cookie } })).statusCode).toBe(200);
    expect(standIn.requests.at(-1)).toMatchObject({ path: `/v1/subscriptions/sub_${user.id}`, form: { pause_collection: "" } });
  });
});

describe("deleting an account with a Stripe subscription", () => {
  it("checks the password before it cancels anything at Stripe", async () => {
    const { user, cookie } = await paidParent();
    const before = standIn.requests.length;
    const response = await app.inject({ method: "DELETE", url: `/api/user/${user.id}`, headers: { cookie }, payload: { password: "not the one" } });
    expect(response.statusCode).toBe(400);
    expect(standIn.requests.slice(before).filter((request) => request.method === "DELETE")).toEqual([]);
    expect((await planOf(app, user.id, cookie)).plan).toBe("premium");
  });

  it("cancels the subscription at Stripe first, then erases the account", async () => {
    const { user, cookie, fields } = await paidParent();
    const response = await app.inject({ method: "DELETE", url: `/api/user/${user.id}`, headers: { cookie }, payload: { password: fields.password } });
    expect(response.statusCode).toBe(204);
    expect(standIn.requests.at(-1)).toMatchObject({ method: "DELETE", path: `/v1/subscriptions/sub_${user.id}` });
    expect(await testDb.database.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
  });

  it("keeps everything and says why when Stripe cannot be reached", async () => {
    const { user, cookie, fields } = await paidParent();
    standIn.failing = true;
    const response = await app.inject({ method: "DELETE", url: `/api/user/${user.id}`, headers: { cookie }, payload: { password: fields.password } });
    expect(response.statusCode).toBe(502);
    expect(response.json<{ message: string }>().message).toBe(PAYMENTS_NOT_CANCELLED_MESSAGE);
    expect(await rowOf(user.id)).toMatchObject({ plan: "premium", status: "active" });
    expect((await planOf(app, user.id, cookie)).plan).toBe("premium");
  });
});

describe("the admin dashboard's plan counts", () => {
  it("counts parents by plan, status and provider, for an admin only, with no payment details", async () => {
    const { user: paying } = await paidParent();
    const parent = await registerUser(app);
    expect((await app.inject({ url: "/api/admin/plans", headers: { cookie: parent.cookie } })).statusCode).toBe(403);
    const login = await app.inject({ method: "POST", url: "/api/admin/login", payload: { password: TEST_ADMIN_PASSWORD } });
    expect(login.statusCode).toBe(200);
    const counts = (await app.inject({ url: "/api/admin/plans", headers: { cookie: cookieFrom(login) } })).json<{ free: number; plans: { plan: string; status: string; provider: string; parents: number }[] }>();
    const rows = await testDb.database.db.select().from(subscriptions);
    const parents = await testDb.database.db.select({ id: users.id }).from(users);
    expect(counts.free).toBe(parents.length - rows.length);
    expect(counts.plans.reduce((sum, row) => sum + row.parents, 0)).toBe(rows.length);
    expect(counts.plans).toContainEqual(expect.objectContaining({ plan: "premium", status: "active", provider: "stripe" }));
    expect(JSON.stringify(counts)).not.toContain(`cus_${paying.id}`);
  });
});

describe("a production server without Stripe", () => {
  it("answers a change to Premium with a clear refusal and stores nothing", async () => {
    const { user, cookie } = await registerUser(closedApp);
    const response = await closedApp.inject({ method: "POST", url: `/api/user/${user.id}/subscription/change`, headers: { cookie }, payload: { plan: "premium" } });
    expect(response.statusCode).toBe(403);
    expect(response.json<{ message: string }>().message).toBe(PAID_PLANS_CLOSED_MESSAGE);
    const checkout = await closedApp.inject({ method: "POST", url: `/api/user/${user.id}/subscription/checkout`, headers: { cookie }, payload: {} });
    expect(checkout.statusCode).toBe(403);
    expect(await rowOf(user.id)).toBeUndefined();
    expect(await planOf(closedApp, user.id, cookie)).toMatchObject({ plan: "free", purchase: "closed", testMode: false, hasFullAccess: true });
    expect(closedLog.filter((line) => line.includes("paid plans are closed on this server"))).toHaveLength(1);
    // No webhook is listening for events nobody could have caused.
    expect((await closedApp.inject({ method: "POST", url: "/api/stripe/webhook", payload: {} })).statusCode).toBe(404);
  });
});

describe("the Stripe price", () => {
  it("is unavailable while Stripe cannot tell it, and read again later", async () => {
    const log = { warn: () => {} };
    const provider = new StripeProvider({ ...SETTINGS, apiUrl: standIn.url }, "http://growly.test", log);
    standIn.price = null;
    try {
      expect(await provider.loadPrice()).toBeUndefined();
      expect(provider.price()).toBeUndefined();
      standIn.price = { unit_amount: 599, currency: "eur", interval: "month" };
      expect(await provider.loadPrice()).toEqual({ amount: 5.99, currency: "eur", interval: "month" });
      expect(provider.price()).toEqual({ amount: 5.99, currency: "eur", interval: "month" });
    } finally {
      standIn.price = { unit_amount: 499, currency: "usd", interval: "month" };
    }
  });
});
