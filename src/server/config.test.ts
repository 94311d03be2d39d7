import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("uses the documented defaults when nothing is set", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe("0.0.0.0");
    expect(config.adminPath).toBe("admin");
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir.endsWith("data")).toBe(true);
  });

  it("names every bad key in one error", () => {
    expect(() => loadConfig({ PORT: "http", DATABASE_URL: "mysql://x", ADMIN_PATH: "a/b" })).toThrowError(
      ConfigError,
    );
    try {
      loadConfig({ PORT: "http", DATABASE_URL: "mysql://x", ADMIN_PATH: "a/b" });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain("PORT");
      expect(message).toContain("DATABASE_URL");
      expect(message).toContain("ADMIN_PATH");
    }
  });

  it("takes Stripe's three settings together, checked by their shape, and names the ones missing or malformed", () => {
    const stripe = { STRIPE_SECRET_KEY: "sk_live_abcdefghij123", STRIPE_PRICE_ID: "price_1Abcdef", STRIPE_WEBHOOK_SECRET: "whsec_abcdefghij123" };
    expect(loadConfig({}).stripe).toBeUndefined();
    expect(loadConfig(stripe).stripe).toEqual({ secretKey: stripe.STRIPE_SECRET_KEY, priceId: stripe.STRIPE_PRICE_ID, webhookSecret: stripe.STRIPE_WEBHOOK_SECRET, apiUrl: undefined });
    expect(() => loadConfig({ STRIPE_SECRET_KEY: stripe.STRIPE_SECRET_KEY })).toThrowError(/STRIPE_PRICE_ID: must be set too[\s\S]*STRIPE_WEBHOOK_SECRET: must be set too/);
    expect(() => loadConfig({ ...stripe, STRIPE_SECRET_KEY: "pk_live_abcdefghij123" })).toThrowError(/STRIPE_SECRET_KEY: must be a Stripe secret key/);
    expect(() => loadConfig({ ...stripe, STRIPE_PRICE_ID: "prod_123456" })).toThrowError(/STRIPE_PRICE_ID/);
    expect(() => loadConfig({ ...stripe, STRIPE_WEBHOOK_SECRET: "secret" })).toThrowError(/STRIPE_WEBHOOK_SECRET/);
  });

  it("draws screens into their pages while the server has time to spare, unless told always or never", () => {
    expect(loadConfig({}).serverRendering).toBe("when-idle");
    expect(loadConfig({ SERVER_RENDERING: "always" }).serverRendering).toBe("always");
    expect(loadConfig({ SERVER_RENDERING: "off" }).serverRendering).toBe("off");
    expect(() => loadConfig({ SERVER_RENDERING: "sometimes" })).toThrowError(/SERVER_RENDERING/);
  });

  it("accepts GROWLY_LANGUAGES as a list of the known languages and stops on anything else", () => {
    expect(() => loadConfig({ GROWLY_LANGUAGES: "en,es, fr ,de,pseudo,pseudo-rtl" })).not.toThrow();
    expect(() => loadConfig({ GROWLY_LANGUAGES: "es,it" })).toThrowError(/GROWLY_LANGUAGES/);
  });

  it("takes TRUST_PROXY as a hop count or a list of proxy addresses and ranges; off unless set", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "0" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.5, 10.1.0.0/16,fd00::/8, loopback" }).trustProxy).toEqual([
      "10.0.0.5",
      "10.1.0.0/16",
      "fd00::/8",
      "loopback",
    ]);
  });

  it.each(["yes", "10.0.0.300", "10.0.0.0/40", "proxy.internal", "10.0.0.5,,10.0.0.6", "-1", "1.5"])(
    "refuses TRUST_PROXY=%s with a message naming the forms it takes",
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrowError(/TRUST_PROXY: must be the number of proxies in front/);
    },
  );

  it("keeps /metrics off unless METRICS_TOKEN is set, and refuses a short token", () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    const token = "a".repeat(40);
    expect(loadConfig({ METRICS_TOKEN: token }).metricsToken).toBe(token);
    expect(() => loadConfig({ METRICS_TOKEN: "short" })).toThrowError(/METRICS_TOKEN: must be at least 32 characters/);
    expect(() => loadConfig({ METRICS_TOKEN: `${"a".repeat(32)} b` })).toThrowError(/METRICS_TOKEN: must be printable/);
  });

  it("refuses an admin path that would hide an app route", () => {
    expect(() => loadConfig({ ADMIN_PATH: "login" })).toThrowError(/ADMIN_PATH/);
  });

  it("refuses a short session secret", () => {
    expect(() => loadConfig({ SESSION_SECRET: "short" })).toThrowError(/SESSION_SECRET/);
  });

  it("cuts slow clients off after 30 s for a request, 10 s for its headers, and keeps idle connections 72 s, unless told otherwise", () => {
    expect(loadConfig({}).timeouts).toEqual({ requestMs: 30_000, headersMs: 10_000, keepAliveMs: 72_000 });
    expect(loadConfig({ REQUEST_TIMEOUT_MS: "20000", HEADERS_TIMEOUT_MS: "5000", KEEP_ALIVE_TIMEOUT_MS: "65000" }).timeouts).toEqual({
      requestMs: 20_000,
      headersMs: 5_000,
      keepAliveMs: 65_000,
    });
  });

  it.each([
    [{ REQUEST_TIMEOUT_MS: "soon" }, /REQUEST_TIMEOUT_MS: must be a number of milliseconds/],
    [{ REQUEST_TIMEOUT_MS: "1500.5" }, /REQUEST_TIMEOUT_MS: must be a whole number/],
    [{ HEADERS_TIMEOUT_MS: "10" }, /HEADERS_TIMEOUT_MS: must be at least 1000/],
    [{ KEEP_ALIVE_TIMEOUT_MS: "6000000" }, /KEEP_ALIVE_TIMEOUT_MS: must be at most 600000/],
    [{ REQUEST_TIMEOUT_MS: "5000", HEADERS_TIMEOUT_MS: "8000" }, /HEADERS_TIMEOUT_MS: must not be longer than REQUEST_TIMEOUT_MS/],
  ])("refuses the timeouts %j", (env, message) => {
    expect(() => loadConfig(env)).toThrowError(message);
  });

  it("reads the mail settings, with links on localhost and mail in the log by default", () => {
    const defaults = loadConfig({ PORT: "4100" });
    expect(defaults.smtpUrl).toBeUndefined();
    expect(defaults.publicUrl).toBe("http://localhost:4100");
    expect(defaults.mailFrom).toContain("Growly");
    expect(defaults.production).toBe(false);

    const set = loadConfig({
      SMTP_URL: "smtp://user:pass@mail.example:587",
      MAIL_FROM: "Growly <hello@growly.example>",
      PUBLIC_URL: "https://growly.example/",
      NODE_ENV: "production",
    });
    expect(set).toMatchObject({
      smtpUrl: "smtp://user:pass@mail.example:587",
      mailFrom: "Growly <hello@growly.example>",
      publicUrl: "https://growly.example",
      production: true,
    });
  });

  it("refuses a mail server or public address it cannot use", () => {
    expect(() => loadConfig({ SMTP_URL: "mail.example:25" })).toThrowError(/SMTP_URL/);
    expect(() => loadConfig({ PUBLIC_URL: "growly.example" })).toThrowError(/PUBLIC_URL/);
  });
});
