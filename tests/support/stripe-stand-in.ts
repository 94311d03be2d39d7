import http from "node:http";

/** One request the stand-in received: the Stripe API's form-encoded body, decoded into flat `a[b][c]` keys. */
export interface StandInRequest {
  method: string;
  path: string;
  form: Record<string, string>;
  /** The Checkout session a session request made. */
  session?: string;
}

export interface StripeStandIn {
  /** http://127.0.0.1:port: STRIPE_API_URL for the server under test. */
  url: string;
  requests: StandInRequest[];
  /** Answers every call with 500 while true (Stripe unreachable). */
  failing: boolean;
  /** The configured price the stand-in answers with; null answers 404 (a price Stripe cannot find). */
  price: { unit_amount: number; currency: string; interval: string } | null;
  /** Where the Checkout sessions it makes send the browser (a page the test serves, for instance). */
  checkoutPage: string;
  close(): Promise<void>;
}

/**
 * A local stand-in for the few Stripe API calls Growly makes (prices, Checkout and portal sessions, subscription
 * updates and cancellations), so the `stripe` package can be tested as it is used without reaching Stripe. It keeps
 * every request for the test to read.
 */
export async function startStripeStandIn(): Promise<StripeStandIn> {
  let sessions = 0;
  const standIn: StripeStandIn = {
    url: "",
    requests: [],
    failing: false,
    price: { unit_amount: 499, currency: "usd", interval: "month" },
    checkoutPage: "",
    close: async () => {},
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const url = new URL(request.url ?? "/", "http://localhost");
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8")));
      const method = request.method ?? "GET";
      standIn.requests.push({ method, path: url.pathname, form });
      const send = (status: number, body: object) => {
        response.writeHead(status, { "content-type": "application/json", "request-id": `req_${standIn.requests.length}` });
        response.end(JSON.stringify(body));
      };
      if (method === "GET" && url.pathname === "/pay") {
        // The stand-in's Checkout page: a way back to the app's success address, as Stripe's page leads there when paid.
        const session = standIn.requests.find((made) => made.path === "/v1/checkout/sessions" && made.session === url.searchParams.get("session"));
        const back = (session?.form.success_url ?? "/").replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
        response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        return response.end(`<!doctype html><html lang="en"><title>Stand-in Checkout</title><main><h1>Stand-in Checkout</h1><a href="${back}">Back to Growly</a></main></html>`);
      }
      if (standIn.failing) return send(500, { error: { type: "api_error", message: "stand-in is failing" } });
      const price = /^\/v1\/prices\/([\w-]+)$/.exec(url.pathname);
      if (method === "GET" && price) {
        if (!standIn.price) return send(404, { error: { type: "invalid_request_error", message: "No such price" } });
        const { unit_amount, currency, interval } = standIn.price;
        return send(200, { id: price[1], object: "price", unit_amount, currency, recurring: { interval, interval_count: 1 } });
      }
      if (method === "POST" && url.pathname === "/v1/checkout/sessions") {
        sessions += 1;
        const id = `cs_test_${sessions}`;
        standIn.requests.at(-1)!.session = id;
        const page = standIn.checkoutPage || `${standIn.url}/pay`;
        return send(200, { id, object: "checkout.session", mode: "subscription", url: `${page}?session=${id}` });
      }
      if (method === "POST" && url.pathname === "/v1/billing_portal/sessions") {
        return send(200, { id: "bps_test_1", object: "billing_portal.session", url: `${standIn.url}/portal?customer=${form.customer}` });
      }
      const subscription = /^\/v1\/subscriptions\/([\w-]+)$/.exec(url.pathname);
      if (subscription && (method === "POST" || method === "DELETE")) {
        return send(200, { id: subscription[1], object: "subscription", status: method === "DELETE" ? "canceled" : "active" });
      }
      send(404, { error: { type: "invalid_request_error", message: `stand-in has no ${method} ${url.pathname}` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  standIn.url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  standIn.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return standIn;
}

/** A Stripe event as the webhook receives it (the fields Growly reads, and the envelope's). */
export function stripeEvent(type: string, object: Record<string, unknown>, options: { id?: string; created?: number } = {}) {
  return {
    id: options.id ?? `evt_${Math.random().toString(36).slice(2)}`,
    object: "event",
    api_version: "2025-11-17.clover",
    created: options.created ?? Math.floor(Date.now() / 1000),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  };
}
