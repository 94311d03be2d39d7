import path from "node:path";
import { z } from "zod";

/** DECISIONS.md "Running it": the settings table. Nothing else reads process.env. */
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
    .enum(["true", "false", "1", "0"])
    .default("false")
    .transform((value) => value === "true" || value === "1"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  PUSH_CONTACT: z
    .string()
    .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, { error: "must be a mailto: address or an https: URL" })
    .default("mailto:hello@growly.app"),
  REMINDER_POLL_SECONDS: z.coerce.number().min(0.1).max(3600).default(60),
});

/** Paths of the SPA and server that the admin segment must not shadow. */
const RESERVED_PATHS = new Set([
  "api", "assets", "login", "register", "waitlist", "home", "lessons", "lessons-overview", "stories",
  "journal", "profile", "settings", "subscription", "control-panel", "onboarding",
]);

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  sessionSecret: string | undefined;
  adminPassword: string | undefined;
  adminPath: string;
  trustProxy: boolean;
  logLevel: z.infer<typeof configSchema>["LOG_LEVEL"];
  /** The VAPID subject: how a push service can reach whoever runs this server. */
  pushContact: string;
  reminderPollMs: number;
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
    pushContact: c.PUSH_CONTACT,
    reminderPollMs: Math.round(c.REMINDER_POLL_SECONDS * 1000),
  };
}
