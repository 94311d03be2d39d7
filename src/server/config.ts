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
  // src/shared/i18n/locales.ts reads the same variable for the code shared with the client's build.
  GROWLY_LANGUAGES: z
    .string()
    .regex(/^\s*(en|es|fr|de|pseudo)?(\s*,\s*(en|es|fr|de|pseudo))*\s*$/, {
      error: "must be a comma-separated list of en, es, fr, de or pseudo",
    })
    .optional(),
  METRICS_TOKEN: z
    .string()
    .min(32, { error: "must be at least 32 characters (a random secret: openssl rand -hex 32)" })
    .max(200, { error: "must be at most 200 characters" })
    .regex(/^[\x21-\x7e]+$/, { error: "must be printable characters without spaces" })
    .optional(),
}).refine((c) => c.HEADERS_TIMEOUT_MS <= c.REQUEST_TIMEOUT_MS, {
  error: "must not be longer than REQUEST_TIMEOUT_MS (the headers are part of the request)",
  path: ["HEADERS_TIMEOUT_MS"],
});

/** Paths of the SPA and server that the admin segment must not shadow. */
const RESERVED_PATHS = new Set([
  "api", "assets", "login", "register", "waitlist", "home", "lessons", "lessons-overview", "stories",
  "journal", "profile", "settings", "subscription", "control-panel", "onboarding", "forgot-password",
  "reset-password", "unsubscribe", "get-help",
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
  };
}
