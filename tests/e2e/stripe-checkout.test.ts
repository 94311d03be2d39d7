import crypto from "node:crypto";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer } from "../setup/e2e-global";
import { startStripeStandIn, stripeEvent, type StripeStandIn } from "../support/stripe-stand-in";
import { PHONE, expectNoSeriousA11yViolations, newPage, openBrowser, registerThroughApi, type BrowserSession } from "./browser";

const WEBHOOK_SECRET = `whsec_${crypto.randomBytes(24).toString("hex")}`;
const signer = new Stripe("sk_test_signeronly0000");

/** A server of this journey's own, set up with Stripe pointing at the local stand-in (no call leaves the machine). */
let standIn: StripeStandIn;
let server: Awaited<ReturnType<typeof startServer>>;
let session: BrowserSession;
beforeAll(async () => {
  standIn = await startStripeStandIn();
  server = await startServer("", {
    NODE_ENV: "production",
    STRIPE_SECRET_KEY: "sk_test_growlystandin0000",
    STRIPE_PRICE_ID: "price_growlyMonthly",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: standIn.url,
  });
  session = await openBrowser(PHONE, { baseURL: server.baseUrl });
}, 240_000);
afterAll(async () => {
  await session?.close();
  await server?.stop();
  await standIn?.close();
});

/** Delivers a signed event to the server's webhook, as Stripe does once the parent has paid. */
async function deliver(event: object) {
  const payload = JSON.stringify(event);
  const response = await fetch(`${server.baseUrl}/api/stripe/webhook`, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) },
    body: payload,
  });
  expect(response.status).toBe(200);
}

describe("paying for Premium with Stripe", () => {
  it("sends a free parent to Checkout, and shows Premium once the webhook has arrived", async () => {
    const page = await newPage(session);
    await registerThroughApi(page);
    await page.goto("/subscription");
    await page.getByText("$4.99 per month", { exact: false }).first().waitFor();
    expect(await page.getByText("Test mode: no real payment is taken").count()).toBe(0);

    await page.getByRole("button", { name: "Upgrade" }).click();
    await page.waitForURL(`${standIn.url}/pay?session=*`);
    const checkout = standIn.requests.find((request) => request.path === "/v1/checkout/sessions");
    const userId = checkout?.form.client_reference_id;
    expect(checkout?.form).toMatchObject({ "line_items[0][price]": "price_growlyMonthly", locale: "en" });

    // Back from Checkout before Stripe's word has reached the server.
    await page.getByRole("link", { name: "Back to Growly" }).click();
    await page.waitForURL("**/subscription?checkout=done");
    await page.getByText("Confirming your payment…").waitFor();
    await expectNoSeriousA11yViolations(page);

    await deliver(
      stripeEvent("checkout.session.completed", {
        id: checkout?.session,
        object: "checkout.session",
        mode: "subscription",
        client_reference_id: userId,
        customer: `cus_${userId}`,
        subscription: `sub_${userId}`,
        payment_status: "no_payment_required",
      }),
    );
    await page.getByRole("button", { name: "Manage billing" }).waitFor();
    await page.waitForURL((url) => url.pathname === "/subscription" && url.search === "");
    expect(await page.getByText("Confirming your payment…").count()).toBe(0);
    await page.getByRole("button", { name: "Pause plan" }).waitFor();
    expect(await page.locator("#current-plan-heading + div").innerText()).toContain("Premium Parent");
    await expectNoSeriousA11yViolations(page);
    expect(page.errors).toEqual([]);
  });
});
