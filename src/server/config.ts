import path from "node:path";
import ipaddr from "ipaddr.js";
import { z } from "zod";
import { DEFAULT_TIMEOUTS, type Timeouts } from "./http/timeouts";

/** A duration setting in milliseconds: a whole number from 1 second to 10 minutes. */
const milliseconds = (fallback: number) =>
  z.coerce
    .number({ error: "must be a number of milliseconds" })
    .int({ error: "must be a whole number of milliseconds" })
    .min(1_000, { error: "must be at least 1000 (one second)" })
    .max(600_000, { error: "must be at most 600000 (ten minutes)" })
    .default(fallback);
import { PRODUCT_NAME } from "../shared/product";
import { DISPLAY_LANGUAGE_CODES } from "../shared/i18n/locales";

/** docs/product-rules.md#configuration: the settings table. Nothing else reads process.env. */
const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: "must start with postgres:// or postgresql://" })
    .optional(),
  SESSION_SECRET: z.string().min(32, { error: "must be at least 32 characters" }).optional(),
  ADMIN_PASSWORD: z.string().min(8, { error: "must be at least 8 characters" }).optional(),
  ADMIN_PATH: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: "must be one path segment of letters, digits, - or _" })
    .refine((segment) => !RESERVED_PATHS.has(segment.toLowerCase()), {
      error: "must not be a path the app already uses",
    })
    .default("admin"),
  TRUST_PROXY: z
    .string()
    .default("false")
    .transform((value, context) => {
      const trust = parseTrustProxy(value);
      if (trust === undefined) {
        context.addIssue({
          code: "custom",
          message:
            "must be the number of proxies in front (1), or their addresses or CIDR ranges separated by commas (10.0.0.5, 10.1.0.0/16), or false",
        });
        return z.NEVER;
      }
      return trust;
    }),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  REQUEST_TIMEOUT_MS: milliseconds(DEFAULT_TIMEOUTS.requestMs),
  HEADERS_TIMEOUT_MS: milliseconds(DEFAULT_TIMEOUTS.headersMs),
  KEEP_ALIVE_TIMEOUT_MS: milliseconds(DEFAULT_TIMEOUTS.keepAliveMs),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, { error: "must look like smtp://user:pass@host:port (or smtps://)" })
    .optional(),
  MAIL_FROM: z.string().min(3).max(200).default(`${PRODUCT_NAME} <hello@localhost>`),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: "must be the app's address, like https://growly.example" })
    .transform((value) => value.replace(/\/+$/, ""))
    .optional(),
  NODE_ENV: z.string().optional(),
  PUSH_CONTACT: z
    .string()
    .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, { error: "must be a mailto: address or an https: URL" })
    .default("mailto:hello@growly.app"),
  REMINDER_POLL_SECONDS: z.coerce.number().min(0.1).max(3600).default(60),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(10),
  WRITES_PER_PARENT: z.coerce.number().int().min(1).max(1000).default(4),
  SERVER_RENDERING: z.enum(["when-idle", "always", "off"]).default("when-idle"),
  // The languages offered besides English (README "Configuration"): checked here so a mistyped code stops the start;
  // src/shared/i18n/locales.ts reads the same variable for the code shared with the client's build. The codes are the
  // table's (src/shared/i18n/languages.ts).
  GROWLY_LANGUAGES: z
    .string()
    .refine(
      (value) => value.split(",").every((code) => code.trim() === "" || (DISPLAY_LANGUAGE_CODES as string[]).includes(code.trim())),
      { error: `must be a comma-separated list of ${DISPLAY_LANGUAGE_CODES.slice(0, -1).join(", ")} or ${DISPLAY_LANGUAGE_CODES.at(-1)}` },
    )
    .optional(),
  METRICS_TOKEN: z
    .string()
    .min(32, { error: "must be at least 32 characters (a random secret: openssl rand -hex 32)" })
    .max(200, { error: "must be at most 200 characters" })
    .regex(/^[\x21-\x7e]+$/, { error: "must be printable characters without spaces" })
    .optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]{10,250}$/, { error: "must be a Stripe secret key (sk_live_… or sk_test_…, or a restricted rk_… key)" })
    .optional(),
  STRIPE_PRICE_ID: z
    .string()
    .regex(/^price_[A-Za-z0-9]{6,250}$/, { error: "must be the id of a Stripe price (price_…)" })
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9+/=]{10,250}$/, { error: "must be the signing secret of a Stripe webhook endpoint (whsec_…)" })
    .optional(),
  STRIPE_API_URL: z
    .url({ protocol: /^https?$/, error: "must be an http(s) address, like http://127.0.0.1:12111" })
    .optional(),
}).refine((c) => c.HEADERS_TIMEOUT_MS <= c.REQUEST_TIMEOUT_MS, {
  error: "must not be longer than REQUEST_TIMEOUT_MS (the headers are part of the request)",
  path: ["HEADERS_TIMEOUT_MS"],
}).superRefine((c, context) => {
  // Stripe needs all three settings; one or two of them is a half-made set-up (docs/deploy.md#payments-with-stripe).
  const stripeKeys = ["STRIPE_SECRET_KEY", "STRIPE_PRICE_ID", "STRIPE_WEBHOOK_SECRET"] as const;
  const given = stripeKeys.filter((key) => c[key] !== undefined);
  if (given.length === 0 || given.length === stripeKeys.length) return;
  for (const key of stripeKeys.filter((name) => c[name] === undefined)) {
    context.addIssue({ code: "custom", path: [key], message: `must be set too: Stripe needs ${stripeKeys.join(", ")}` });
  }
});

/** Paths of the SPA and server that the admin segment must not shadow. */
const RESERVED_PATHS = new Set([
  "api", "assets", "login", "register", "waitlist", "home", "lessons", "lessons-overview", "stories",
  "journal", "profile", "settings", "subscription", "control-panel", "onboarding", "forgot-password",
  "reset-password", "unsubscribe", "get-help", "invite",
]);

/**
 * Whom the app believes about the client's address and scheme (X-Forwarded-For, X-Forwarded-Proto), as Fastify's
 * `trustProxy` takes it: nobody (false); the first `n` hops counted from the app (a number); the proxies with these
 * addresses or ranges (a list; proxy-addr's names `loopback`, `linklocal`, `uniquelocal` too); or every hop (true,
 * which lets a client choose its own address and so warns at start). The client's address is then the right-most
 * entry no trusted proxy wrote (docs/deploy.md#the-proxy).
 */
export type TrustProxy = boolean | number | string[];

const PROXY_ADDRESS_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/** TRUST_PROXY's text as a TrustProxy, or undefined when it is none of the forms above. */
export function parseTrustProxy(text: string): TrustProxy | undefined {
  const value = text.trim();
  if (value === "false" || value === "0") return false;
  if (value === "true") return true;
  if (/^[0-9]{1,2}$/.test(value)) return Number(value);
  const entries = value.split(",").map((entry) => entry.trim());
  const valid = entries.every(
    (entry) =>
      PROXY_ADDRESS_NAMES.has(entry) ||
      ipaddr.IPv4.isValidFourPartDecimal(entry) ||
      ipaddr.IPv4.isValidCIDRFourPartDecimal(entry) ||
      ipaddr.IPv6.isValid(entry) ||
      ipaddr.IPv6.isValidCIDR(entry),
  );
  return valid && entries.length > 0 ? entries : undefined;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  sessionSecret: string | undefined;
  adminPassword: string | undefined;
  adminPath: string;
  trustProxy: TrustProxy;
  logLevel: z.infer<typeof configSchema>["LOG_LEVEL"];
  /** How long a client may take to send a request, its headers, and how long an idle connection is kept. */
  timeouts: Timeouts;
  /** Where mail goes; unset means the server log. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The address links in mails point at; http://localhost:{PORT} when unset. */
  publicUrl: string;
  production: boolean;
  /** The VAPID subject: how a push service can reach whoever runs this server. */
  pushContact: string;
  reminderPollMs: number;
  /** Connections this instance opens to PostgreSQL at most (docs/deploy.md#database-connections). */
  databasePoolSize: number;
  /** Changes one parent may have in progress at once on this instance; more are answered 429 (src/server/http/write-share.ts). */
  writesPerParent: number;
  /**
   * Signed-in screens rendered into their pages by the server (src/server/rendering/render-page.ts): while it has
   * time to spare (the default), always, or never (the browser renders every screen).
   */
  serverRendering: "when-idle" | "always" | "off";
  /** The bearer token GET /metrics asks for; unset, /metrics answers 404 (src/server/ops/metrics.ts). */
  metricsToken: string | undefined;
  /** Stripe takes the payments when its three settings are set (src/server/subscriptions/stripe-provider.ts). */
  stripe: StripeSettings | undefined;
}

export interface StripeSettings {
  secretKey: string;
  /** The monthly Premium price. */
  priceId: string;
  webhookSecret: string;
  /** Where the Stripe API is reached: Stripe's own servers when unset (a stand-in answers in tests). */
  apiUrl: string | undefined;
}

export class ConfigError extends Error {}

/** Reads and validates the environment once; the error names every bad key. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([key, value]) => key in configSchema.shape && value !== ""),
  );
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const c = parsed.data;
  return {
    port: c.PORT,
    host: c.HOST,
    dataDir: path.resolve(c.DATA_DIR),
    databaseUrl: c.DATABASE_URL,
    sessionSecret: c.SESSION_SECRET,
    adminPassword: c.ADMIN_PASSWORD,
    adminPath: c.ADMIN_PATH,
    trustProxy: c.TRUST_PROXY,
    logLevel: c.LOG_LEVEL,
    timeouts: { requestMs: c.REQUEST_TIMEOUT_MS, headersMs: c.HEADERS_TIMEOUT_MS, keepAliveMs: c.KEEP_ALIVE_TIMEOUT_MS },
    smtpUrl: c.SMTP_URL,
    mailFrom: c.MAIL_FROM,
    publicUrl: c.PUBLIC_URL ?? `http://localhost:${c.PORT}`,
    production: c.NODE_ENV === "production",
    pushContact: c.PUSH_CONTACT,
    reminderPollMs: Math.round(c.REMINDER_POLL_SECONDS * 1000),
    databasePoolSize: c.DATABASE_POOL_SIZE,
    writesPerParent: c.WRITES_PER_PARENT,
    serverRendering: c.SERVER_RENDERING,
    metricsToken: c.METRICS_TOKEN,
    stripe:
      c.STRIPE_SECRET_KEY && c.STRIPE_PRICE_ID && c.STRIPE_WEBHOOK_SECRET
        ? { secretKey: c.STRIPE_SECRET_KEY, priceId: c.STRIPE_PRICE_ID, webhookSecret: c.STRIPE_WEBHOOK_SECRET, apiUrl: c.STRIPE_API_URL }
        : undefined,
  };
}
