// `npm run db:restore -- <file> [--force]`: puts a db:backup file back into the database the settings name.
// A target that already holds data is never overwritten without --force. PostgreSQL (DATABASE_URL): pg_restore in
// one transaction. Embedded (DATA_DIR): a new data directory; with --force the old one is kept beside it, renamed.
// Stop the server (every instance) before restoring.
import { Blob, Buffer } from "node:buffer";
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import {
  UsageError, backupKind, databaseTarget, parseArguments, redactPassword, refuseEmbeddedInUse, runMain, runTool,
} from "./lib/database-target.mjs";

const USAGE = "Usage: npm run db:restore -- <backup-file> [--force]   (--force replaces a database that already holds data)";

await runMain("db:restore", async () => {
  const { file, force } = parseArguments(process.argv.slice(2), USAGE);
  const target = databaseTarget();
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) throw new UsageError(`There is no backup file at ${file}.`);

  const head = Buffer.alloc(8);
  const fd = fs.openSync(file, "r");
  fs.readSync(fd, head, 0, head.length, 0);
  fs.closeSync(fd);
  const kind = backupKind(head);
  if (kind === "unknown") throw new UsageError(`${file} is not a backup made by npm run db:backup.`);
  if (kind !== target.kind) {
    throw new UsageError(
      kind === "postgres"
        ? `${file} is a PostgreSQL backup (pg_dump); set DATABASE_URL to the server to restore it into.`
        : `${file} is a backup of the embedded database; unset DATABASE_URL and set DATA_DIR to restore it.`,
    );
  }

  if (target.kind === "postgres") await restorePostgres(file, target, force);
  else await restoreEmbedded(file, target, force);
});

async function restorePostgres(file, target, force) {
  const client = new pg.Client({ connectionString: target.url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new UsageError(`Cannot reach ${redactPassword(target.url)}: ${error.message}`);
  }
  let tables;
  try {
    const result = await client.query(
      "select count(*)::int as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')",
    );
    tables = result.rows[0].n;
  } finally {
    await client.end();
  }
  if (tables > 0 && !force) {
    throw new UsageError(
      `The target database ${redactPassword(target.url)} is not empty (${tables} tables). Restore into an empty database, ` +
        "or pass --force to replace what it holds with the backup.",
    );
  }
  const clean = tables > 0 ? ["--clean", "--if-exists"] : [];
  await runTool("pg_restore", [...clean, "--no-owner", "--no-privileges", "--single-transaction", "--exit-on-error", file], target.url);
  console.log(`Restored ${file} into ${target.label}.`);
}

async function restoreEmbedded(file, target, force) {
  const { dataDir } = target;
  const occupied = fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0;
  if (occupied) refuseEmbeddedInUse(dataDir);
  if (occupied && !force) {
    throw new UsageError(
      `${dataDir} already holds a database. Restore into an empty or new folder (DATA_DIR), or pass --force to ` +
        "replace it (the old folder is kept beside it, renamed).",
    );
  }
  // Loaded into a new folder first: a broken backup leaves the current database as it was.
  const staging = `${dataDir}.restoring-${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(staging, { recursive: true });
  try {
    const db = new PGlite(staging, { loadDataDir: new Blob([fs.readFileSync(file)]) });
    try {
      await db.waitReady;
      await db.query("select count(*) from users");
    } finally {
      await db.close().catch(() => {});
    }
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw new UsageError(`${file} could not be loaded as a Growly database: ${error instanceof Error ? error.message : error}`);
  }
  let keptAs;
  if (fs.existsSync(dataDir)) {
    if (occupied) {
      keptAs = `${dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`;
      fs.renameSync(dataDir, keptAs);
    } else {
      fs.rmdirSync(dataDir);
    }
  }
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  fs.renameSync(staging, dataDir);
  console.log(`Restored ${file} into the ${target.label}.${keptAs ? ` The previous database was kept in ${keptAs}.` : ""}`);
}
