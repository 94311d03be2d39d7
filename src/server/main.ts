import crypto from "node:crypto";
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import pino from "pino";
import { prettyLogStream } from "./ops/pretty-log";
import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { getOrCreateSetting } from "./db/settings";
import { loadCurriculum } from "./curriculum/curriculum";
import { OFFERED_SETTING_LANGUAGES } from "../shared/i18n/locales";
import { seedCurriculum } from "./curriculum/seed";
import { loadScreenRenderer } from "./rendering/render-page";
import { ALWAYS_ROOM } from "./http/headroom";

/** Reads config, opens and migrates the database, and listens. SIGTERM closes everything cleanly. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // The content folder sits two levels up from both src/server/main.ts and dist/server/main.js. Each offered language's
  // lessons and stories are loaded too: one with a text missing stops start-up rather than show English in its place.
  const curriculum = loadCurriculum(fileURLToPath(new URL("../../content", import.meta.url)), OFFERED_SETTING_LANGUAGES);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: config.databasePoolSize });
  await database.migrate();
  await seedCurriculum(database.db, curriculum);

  const sessionSecret =
    config.sessionSecret ??
    (await getOrCreateSetting(database.db, "session_secret", () => crypto.randomBytes(48).toString("base64url")))
      .value;

  // In the bundle (dist/server/main.js) the built client sits at dist/client; in dev, Vite serves it.
  const clientDir = fileURLToPath(new URL("../client", import.meta.url));
  const app = await buildApp({
    database,
    sessionSecret,
    adminPath: config.adminPath,
    adminPassword: config.adminPassword,
    curriculum,
    trustProxy: config.trustProxy,
    clientDir: fs.existsSync(clientDir) ? clientDir : undefined,
    screenRenderer:
      config.serverRendering === "off"
        ? undefined
        : await loadScreenRenderer(fileURLToPath(new URL("./render/server-render.js", import.meta.url))),
    renderingHeadroom: config.serverRendering === "always" ? ALWAYS_ROOM : undefined,
    logLevel: config.logLevel,
    // In a developer's terminal, readable lines (ops/pretty-log.ts). Elsewhere JSON, written without blocking: lines
    // queued while a write is under way go out together, so under load the log costs a write per batch instead of one
    // per request; pino writes what is left when the process exits.
    logStream:
      !config.production && process.stdout.isTTY
        ? prettyLogStream(process.stdout)
        : pino.destination({ dest: 1, sync: false }),
    timeouts: config.timeouts,
    publicUrl: config.publicUrl,
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    reminders: { pollMs: config.reminderPollMs, contact: config.pushContact },
    metricsToken: config.metricsToken,
    stripe: config.stripe,
    production: config.production,
    writesPerParent: config.writesPerParent,
  });
  if (!config.smtpUrl && config.production) {
    app.log.warn("SMTP_URL is not set: mails (password resets, the waitlist's launch mail) go to this log, not to anyone's inbox");
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
    } finally {
      await database.close();
      process.exit(0);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: database.kind, dataDir: database.kind === "embedded" ? config.dataDir : undefined },
    `Growly is ready on http://localhost:${config.port}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
