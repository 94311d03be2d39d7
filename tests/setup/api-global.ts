import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openEmbeddedDatabase } from "../../src/server/db/client";

/**
 * Global setup of the "api" project (docs/code-style.md#tests).
 *
 * Embedded (default): opening and migrating a PGlite costs ≈ 5 s, restoring a migrated snapshot ≈ 1 s
 * (docs/code-style.md#known-traps), so the migration runs once here and every test file restores the snapshot.
 * PostgreSQL (`GROWLY_TEST_DB=postgres`): every test file creates and drops its own database on the server
 * named by `TEST_DATABASE_URL`; this only checks the server answers and hands the URL on.
 */
declare module "vitest" {
  export interface ProvidedContext {
    /** gzip tarball of a migrated PGlite data directory; null when the tests run on PostgreSQL. */
    pgliteSnapshotPath: string | null;
    /** Server URL whose databases the tests may create and drop; null on the embedded database. */
    testDatabaseUrl: string | null;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.GROWLY_TEST_DB === "postgres") {
    const url = await checkedServerUrl(process.env.TEST_DATABASE_URL);
    project.provide("testDatabaseUrl", url);
    project.provide("pgliteSnapshotPath", null);
    return async () => {};
  }

  // A folder of its own: several runs (or engineers) on one machine must not share a snapshot file.
  removeAbandonedSnapshots();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), SNAPSHOT_FOLDER_PREFIX));
  const removeFolder = () => fs.rmSync(folder, { recursive: true, force: true });
  // Teardown does not run when the run is cut short (Ctrl-C, a closed pipe): clean up on exit too.
  process.once("exit", removeFolder);
  const snapshotPath = path.join(folder, "migrated.tar.gz");
  const instance = new PGlite();
  const database = await openEmbeddedDatabase(instance);
  try {
    await database.migrate();
    const dump = await instance.dumpDataDir("gzip");
    fs.writeFileSync(snapshotPath, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide("pgliteSnapshotPath", snapshotPath);
  project.provide("testDatabaseUrl", null);
  return async () => {
    process.off("exit", removeFolder);
    removeFolder();
  };
}

const SNAPSHOT_FOLDER_PREFIX = "growly-api-";
const ABANDONED_AFTER_MS = 6 * 60 * 60 * 1000;

/** Folders of runs that were killed outright; a run never lasts hours, so old ones belong to nobody. */
function removeAbandonedSnapshots(): void {
  const now = Date.now();
  for (const name of fs.readdirSync(os.tmpdir())) {
    if (!name.startsWith(SNAPSHOT_FOLDER_PREFIX)) continue;
    const folder = path.join(os.tmpdir(), name);
    try {
      if (now - fs.statSync(folder).mtimeMs > ABANDONED_AFTER_MS) fs.rmSync(folder, { recursive: true, force: true });
    } catch {
      // Another run removed it first.
    }
  }
}

async function checkedServerUrl(url: string | undefined): Promise<string> {
  if (!url || !/^postgres(ql)?:\/\//.test(url)) {
    throw new Error(
      "GROWLY_TEST_DB=postgres needs TEST_DATABASE_URL=postgres://user@host:port/db (a server where the tests " +
        "may create and drop databases), e.g. postgres://postgres@127.0.0.1:5432/postgres",
    );
  }
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    await client.query("select 1");
  } catch (error) {
    throw new Error(
      `TEST_DATABASE_URL (${redactPassword(url)}) does not answer: ${(error as Error).message}. ` +
        "Is the server running? (pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start)",
      { cause: error },
    );
  } finally {
    await client.end().catch(() => {});
  }
  return url;
}

function redactPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(unparsable URL)";
  }
}
