// Shared by `npm run db:backup` and `npm run db:restore`: which database the settings name, and plain errors.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/** An error whose message is the whole story for the person at the terminal: printed without a stack. */
export class UsageError extends Error {}

/**
 * Same settings as the server (docs/product-rules.md#configuration): DATABASE_URL wins, else DATA_DIR (default ./data).
 */
export function databaseTarget(env = process.env) {
  const url = env.DATABASE_URL?.trim();
  if (url) {
    if (!/^postgres(ql)?:\/\//.test(url)) {
      throw new UsageError(`DATABASE_URL must start with postgres:// or postgresql:// (got "${redactPassword(url)}").`);
    }
    return { kind: "postgres", url, label: `PostgreSQL ${redactPassword(url)}` };
  }
  const dataDir = path.resolve(env.DATA_DIR?.trim() || "./data");
  return { kind: "embedded", dataDir, label: `embedded database in ${dataDir}` };
}

/**
 * PGlite keeps postmaster.pid in its data folder while a process has it open. Copying or replacing a folder in use
 * would give a torn copy or pull the database from under the server.
 */
export function refuseEmbeddedInUse(dataDir) {
  if (fs.existsSync(path.join(dataDir, "postmaster.pid"))) {
    throw new UsageError(
      `The embedded database in ${dataDir} is in use: stop the server first. If no server is running (it was ` +
        `killed), remove ${path.join(dataDir, "postmaster.pid")} and try again.`,
    );
  }
}

/** The backup file and the --force flag from the command line. */
export function parseArguments(argv, usage) {
  const force = argv.includes("--force");
  const unknown = argv.filter((arg) => arg.startsWith("-") && arg !== "--force");
  if (unknown.length > 0) throw new UsageError(`Unknown option ${unknown.join(", ")}.\n${usage}`);
  const files = argv.filter((arg) => !arg.startsWith("-"));
  if (files.length !== 1) throw new UsageError(usage);
  return { file: path.resolve(files[0]), force };
}

export function redactPassword(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(unparsable URL)";
  }
}

/** The first bytes tell the two backup kinds apart: pg_dump's custom format, or PGlite's gzip tarball. */
export function backupKind(firstBytes) {
  if (firstBytes.subarray(0, 5).toString("latin1") === "PGDMP") return "postgres";
  if (firstBytes[0] === 0x1f && firstBytes[1] === 0x8b) return "embedded";
  return "unknown";
}

/**
 * Runs a PostgreSQL client tool against the database at `url`; its own error text becomes the message. The
 * password travels in PGPASSWORD, not on the command line, where any user of the machine could read it.
 */
export function runTool(command, args, url) {
  const connection = new URL(url);
  const password = decodeURIComponent(connection.password);
  connection.password = "";
  const env = password ? { ...process.env, PGPASSWORD: password } : process.env;
  return new Promise((resolve, reject) => {
    const child = spawn(command, [...args, `--dbname=${connection.toString()}`], { stdio: ["ignore", "inherit", "pipe"], env });
    let stderr = "";
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("error", (error) => {
      reject(
        error.code === "ENOENT"
          ? new UsageError(`${command} was not found. Install the PostgreSQL client tools (Debian: apt-get install postgresql-client).`)
          : error,
      );
    });
    child.on("close", (code) => {
      if (code === 0) resolve();
      else reject(new UsageError(`${command} failed (exit ${code}):\n${stderr.trim()}`));
    });
  });
}

/** Prints a UsageError plainly and exits 1; anything else is a bug and keeps its stack. */
export async function runMain(name, main) {
  try {
    await main();
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${name}: ${error.message}`);
    } else {
      console.error(`${name}: unexpected failure`, error);
    }
    process.exit(1);
  }
}
