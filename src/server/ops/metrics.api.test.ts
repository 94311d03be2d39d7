import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp, registerUser, uniqueAddress } from "../test-support/test-app";
import { hasMetricsToken } from "./metrics";

/** docs/deploy.md#metrics: GET /metrics, for the operator's bearer token only. */
const TOKEN = crypto.randomBytes(32).toString("hex");
let withToken: TestApp;
let withoutToken: TestApp;

beforeAll(async () => {
  [withToken, withoutToken] = await Promise.all([createTestApp({ metricsToken: TOKEN }), createTestApp()]);
});
afterAll(async () => {
  await withToken?.close();
  await withoutToken?.close();
});

const scrape = (testApp: TestApp, authorization?: string) =>
  testApp.app.inject({ url: "/metrics", headers: authorization === undefined ? {} : { authorization } });

/** The value of one series in Prometheus text, or undefined when it is not there. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split("\n").find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe("GET /metrics", () => {
  it("does not exist (404) while METRICS_TOKEN is unset, whatever the request carries", async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}`, "Bearer "]) {
      const answer = await scrape(withoutToken, authorization);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ message: "Not found" });
    }
  });

  it("answers 401 with a message without the right bearer token", async () => {
    for (const authorization of [undefined, "", `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(1)}`, TOKEN, `Basic ${TOKEN}`, "Bearer "]) {
      const answer = await scrape(withToken, authorization);
      expect(answer.statusCode, String(authorization)).toBe(401);
      expect(answer.json<{ message: string }>().message).toBe(
        "The metrics need the operator's token (Authorization: Bearer METRICS_TOKEN).",
      );
    }
  });

  it("gives request durations by method, route pattern and status code, never by raw path", async () => {
    const { user, cookie } = await registerUser(withToken.app);
    for (let read = 0; read < 3; read += 1) {
      expect((await withToken.app.inject({ url: `/api/user/${user.id}/settings`, headers: { cookie } })).statusCode).toBe(200);
    }
    expect((await withToken.app.inject({ url: `/api/user/${user.id + 1}/settings`, headers: { cookie } })).statusCode).toBe(403);
    expect((await withToken.app.inject({ url: "/api/no-such-thing/12345" })).statusCode).toBe(404);

    const answer = await scrape(withToken, `Bearer ${TOKEN}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = answer.body;
    expect(text).toContain("# TYPE http_request_duration_seconds histogram");
    expect(valueOf(text, 'http_request_duration_seconds_count{method="GET",route="/api/user/:id/settings",status_code="200"}')).toBe(3);
    expect(valueOf(text, 'http_request_duration_seconds_count{method="GET",route="/api/user/:id/settings",status_code="403"}')).toBe(1);
    expect(valueOf(text, 'http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/user/:id/settings",status_code="200"}')).toBe(3);
    expect(valueOf(text, 'http_request_duration_seconds_count{method="POST",route="/api/auth/register",status_code="201"}')).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(`/api/user/${user.id}/`);
    expect(text).not.toContain("12345");
    // Paths no route knows share one series, so scanners cannot grow the metrics without bound.
    expect(valueOf(text, 'http_request_duration_seconds_count{method="GET",route="unmatched",status_code="404"}')).toBe(1);
  });

  it("gives the process, event-loop lag, session cache and refusals by limit", async () => {
    const address = uniqueAddress();
    for (let signup = 0; signup <= 30; signup += 1) {
      await withToken.app.inject({ method: "POST", url: "/api/waitlist", payload: { email: `m.${signup}.${address}@example.com` }, remoteAddress: address });
    }
    const { cookie } = await registerUser(withToken.app);
    for (let read = 0; read < 3; read += 1) await withToken.app.inject({ url: "/api/auth/me", headers: { cookie } });

    const text = (await scrape(withToken, `Bearer ${TOKEN}`)).body;
    for (const metric of ["process_cpu_user_seconds_total", "process_resident_memory_bytes", "nodejs_eventloop_lag_seconds", "nodejs_eventloop_lag_p99_seconds"]) {
      expect(text).toMatch(new RegExp(`^${metric} `, "m"));
    }
    expect(valueOf(text, 'growly_rate_limit_refusals_total{limit="waitlistPerAddress"}')).toBe(1);
    expect(valueOf(text, 'growly_session_cache_reads_total{result="hit"}')! + valueOf(text, 'growly_session_cache_reads_total{result="miss"}')!).toBeGreaterThanOrEqual(3);
    expect(valueOf(text, 'growly_push_sends_total{outcome="refused"}')).toBe(0);
    expect(valueOf(text, 'growly_mails_total{outcome="failed"}')).toBe(0);
    if (withToken.database.kind === "postgres") {
      expect(valueOf(text, 'growly_db_pool_connections{state="max"}')).toBe(10);
      expect(valueOf(text, 'growly_db_pool_connections{state="open"}')).toBeGreaterThan(0);
    }
  });

  it("keeps each app's figures apart (one registry per app)", async () => {
    const other = await createTestApp({ metricsToken: TOKEN });
    try {
      const text = (await scrape(other, `Bearer ${TOKEN}`)).body;
      expect(valueOf(text, 'growly_rate_limit_refusals_total{limit="waitlistPerAddress"}')).toBeUndefined();
      expect(text).not.toContain('route="/api/user/:id/settings"');
    } finally {
      await other.close();
    }
  });
});

describe("hasMetricsToken", () => {
  it("takes exactly `Bearer <token>`", () => {
    expect(hasMetricsToken(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(hasMetricsToken(`bearer ${TOKEN}`, TOKEN)).toBe(false);
    expect(hasMetricsToken(`Bearer  ${TOKEN}`, TOKEN)).toBe(false);
    expect(hasMetricsToken(undefined, TOKEN)).toBe(false);
  });
});
