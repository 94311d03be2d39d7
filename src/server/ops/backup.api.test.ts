import { execFile } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { asc } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { buildApp } from "../app";
import { seedCurriculum } from "../curriculum/seed";
import { type Database, openEmbeddedDatabase, openPostgresDatabase } from "../db/client";
import { dailyMoods, userProgress, users } from "../db/schema";
import { cookieFrom, newUserFields, sameOriginHeaders, testCurriculum, uniqueAddress } from "../test-support/test-app";

/**
 * `npm run db:backup` and `npm run db:restore` on the database this run uses: back up a database holding accounts
 * and progress, restore it into a fresh one, and find the same accounts (they can still log in) and progress.
 * Restoring never replaces a database that holds data without --force.
 */
const root = fileURLToPath(new URL("../../../", import.meta.url));
const serverUrl = inject("testDatabaseUrl");
const snapshotPath = inject("pgliteSnapshotPath");
const run = promisify(execFile);

interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs one of the scripts the way `npm run` does, with only the database settings given. */
async function script(name: "db-backup" | "db-restore", args: string[], env: Record<string, string>): Promise<Outcome> {
  const { DATABASE_URL: _url, DATA_DIR: _dir, ...rest } = process.env;
  try {
    const { stdout, stderr } = await run(process.execPath, [path.join(root, "scripts", `${name}.mjs`), ...args], {
      cwd: root,
      env: { ...rest, ...env },
      timeout: 60_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof failed.code === "number" ? failed.code : -1, stdout: failed.stdout ?? "", stderr: failed.stderr ?? "" };
  }
}

/** Two parents with progress and moods, stored the way the app stores them. */
async function fillWithParents(database: Database): Promise<Array<{ email: string; password: string }>> {
  const curriculum = testCurriculum();
  await seedCurriculum(database.db, curriculum);
  const app = await buildApp({
    database,
    sessionSecret: crypto.randomBytes(32).toString("hex"),
    adminPath: "admin",
    adminPassword: "backup-test-admin-password",
    curriculum,
    logLevel: "silent",
  });
  const parents = [];
  try {
    const lesson = curriculum.lessons[0];
    if (!lesson) throw new Error("The curriculum has no lessons");
    for (const index of [0, 1]) {
      const fields = newUserFields();
      const registered = await app.inject({ method: "POST", url: "/api/auth/register", payload: fields, remoteAddress: uniqueAddress() });
      expect(registered.statusCode).toBe(201);
      const { id } = registered.json<{ id: number }>();
      const cookie = cookieFrom(registered);
      const headers = { ...sameOriginHeaders, cookie };
      const done = await app.inject({
        method: "POST",
        url: `/api/user/${id}/lessons/${lesson.id}/progress`,
        headers,
        payload: { levelId: lesson.levelId, completed: true, score: 70 + index },
      });
      expect(done.statusCode).toBe(200);
      expect((await app.inject({ method: "PUT", url: `/api/user/${id}/mood`, headers, payload: { mood: "okay" } })).statusCode).toBe(200);
      parents.push({ email: fields.email, password: fields.password });
    }
  } finally {
    await app.close();
  }
  return parents;
}

/** Everything the backup must carry, in a comparable form. */
async function contentsOf(database: Database): Promise<string> {
  const { db } = database;
  return JSON.stringify({
    users: await db.select().from(users).orderBy(asc(users.id)),
    progress: await db.select().from(userProgress).orderBy(asc(userProgress.id)),
    moods: await db.select().from(dailyMoods).orderBy(asc(dailyMoods.id)),
  });
}

/** The restored database serves the app: each parent logs in with their own password. */
async function expectParentsCanLogIn(database: Database, parents: Array<{ email: string; password: string }>): Promise<void> {
  const app = await buildApp({
    database,
    sessionSecret: crypto.randomBytes(32).toString("hex"),
    adminPath: "admin",
    adminPassword: "backup-test-admin-password",
    curriculum: testCurriculum(),
    logLevel: "silent",
  });
  try {
    for (const parent of parents) {
      const login = await app.inject({ method: "POST", url: "/api/auth/login", payload: parent, remoteAddress: uniqueAddress() });
      expect(login.statusCode).toBe(200);
    }
  } finally {
    await app.close();
  }
}

let workDir: string;

beforeAll(() => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), "growly-backup-"));
});

afterAll(() => {
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
});

describe("backup command line", () => {
  it("explains its usage when no backup file is named", async () => {
    const backup = await script("db-backup", [], { DATA_DIR: path.join(workDir, "nothing") });
    expect(backup.code).toBe(1);
    expect(backup.stderr).toContain("Usage: npm run db:backup -- <backup-file>");
    const restore = await script("db-restore", [], { DATA_DIR: path.join(workDir, "nothing") });
    expect(restore.code).toBe(1);
    expect(restore.stderr).toContain("Usage: npm run db:restore -- <backup-file>");
  });

  it("names a missing backup file, a file that is not a backup and an invalid DATABASE_URL", async () => {
    const missing = await script("db-restore", [path.join(workDir, "absent.backup")], { DATA_DIR: path.join(workDir, "x") });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("There is no backup file at");

    const notBackup = path.join(workDir, "notes.txt");
    fs.writeFileSync(notBackup, "hello");
    const wrong = await script("db-restore", [notBackup], { DATA_DIR: path.join(workDir, "x") });
    expect(wrong.stderr).toContain("is not a backup made by npm run db:backup");

    const badUrl = await script("db-backup", [path.join(workDir, "b.backup")], { DATABASE_URL: "mysql://somewhere/db" });
    expect(badUrl.code).toBe(1);
    expect(badUrl.stderr).toContain("DATABASE_URL must start with postgres://");
    expect(badUrl.stderr).not.toMatch(/\bat \S+ \(/);
  });
});

describe.runIf(snapshotPath)("backup and restore of the embedded database", () => {
  let sourceDir: string;
  let parents: Array<{ email: string; password: string }>;
  let expected: string;

  beforeAll(async () => {
    sourceDir = path.join(workDir, "source-data");
    fs.mkdirSync(sourceDir);
    // A migrated data folder on disk, as `npm start` leaves it.
    const instance = new PGlite(sourceDir, { loadDataDir: new Blob([new Uint8Array(fs.readFileSync(snapshotPath as string))]) });
    const database = await openEmbeddedDatabase(instance);
    try {
      parents = await fillWithParents(database);
      expected = await contentsOf(database);
    } finally {
      await database.close();
    }
  });

  it("restores a backup into a new folder with the same accounts and progress", async () => {
    const file = path.join(workDir, "embedded.backup");
    const backup = await script("db-backup", [file], { DATA_DIR: sourceDir });
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain("Backed up the embedded database");

    const again = await script("db-backup", [file], { DATA_DIR: sourceDir });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("already exists");

    const restoredDir = path.join(workDir, "restored-data");
    const restore = await script("db-restore", [file], { DATA_DIR: restoredDir });
    expect(restore.stderr).toBe("");
    expect(restore.code).toBe(0);

    const restored = await openEmbeddedDatabase(restoredDir);
    try {
      expect(await contentsOf(restored)).toBe(expected);
      expect(JSON.parse(expected).progress).toHaveLength(2);
      await expectParentsCanLogIn(restored, parents);
    } finally {
      await restored.close();
    }
  }, 60_000);

  it("refuses to restore over a folder that holds a database unless --force, and keeps the old one", async () => {
    const file = path.join(workDir, "embedded-2.backup");
    expect((await script("db-backup", [file], { DATA_DIR: sourceDir })).code).toBe(0);
    const before = fs.readdirSync(sourceDir).sort();

    const refused = await script("db-restore", [file], { DATA_DIR: sourceDir });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("already holds a database");
    expect(refused.stderr).toContain("--force");
    expect(fs.readdirSync(sourceDir).sort()).toEqual(before);

    const forced = await script("db-restore", [file, "--force"], { DATA_DIR: sourceDir });
    expect(forced.code).toBe(0);
    const kept = fs.readdirSync(workDir).filter((name) => name.startsWith("source-data.before-restore-"));
    expect(kept).toHaveLength(1);
    const restored = await openEmbeddedDatabase(sourceDir);
    try {
      expect(await contentsOf(restored)).toBe(expected);
    } finally {
      await restored.close();
    }
  }, 60_000);

  it("refuses to back up or replace an embedded database that a server has open", async () => {
    const file = path.join(workDir, "in-use.backup");
    const open = await openEmbeddedDatabase(sourceDir);
    try {
      const backup = await script("db-backup", [file], { DATA_DIR: sourceDir });
      expect(backup.code).toBe(1);
      expect(backup.stderr).toContain("is in use: stop the server first");
      expect(fs.existsSync(file)).toBe(false);

      const other = path.join(workDir, "embedded.backup");
      const restore = await script("db-restore", [other, "--force"], { DATA_DIR: sourceDir });
      expect(restore.code).toBe(1);
      expect(restore.stderr).toContain("is in use: stop the server first");
      expect(await contentsOf(open)).toBe(expected);
    } finally {
      await open.close();
    }
  }, 30_000);

  it("says which settings to use when a backup's kind does not match the target", async () => {
    const file = path.join(workDir, "embedded-3.backup");
    expect((await script("db-backup", [file], { DATA_DIR: sourceDir })).code).toBe(0);
    const mismatch = await script("db-restore", [file], { DATABASE_URL: "postgres://nobody@127.0.0.1:1/none" });
    expect(mismatch.code).toBe(1);
    expect(mismatch.stderr).toContain("is a backup of the embedded database");
  }, 30_000);
});

describe.runIf(serverUrl)("backup and restore of a PostgreSQL database", () => {
  const created: string[] = [];
  let parents: Array<{ email: string; password: string }>;
  let expected: string;
  let sourceUrl: string;

  async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: serverUrl as string, connectionTimeoutMillis: 5_000 });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  }

  async function emptyDatabase(): Promise<string> {
    const name = `growly_backup_${crypto.randomBytes(6).toString("hex")}`;
    await admin((client) => client.query(`CREATE DATABASE "${name}"`));
    created.push(name);
    const url = new URL(serverUrl as string);
    url.pathname = `/${name}`;
    return url.toString();
  }

  beforeAll(async () => {
    sourceUrl = await emptyDatabase();
    const database = openPostgresDatabase(sourceUrl);
    try {
      await database.migrate();
      parents = await fillWithParents(database);
      expected = await contentsOf(database);
    } finally {
      await database.close();
    }
  });

  afterAll(async () => {
    for (const name of created) await admin((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  });

  it("restores a backup into an empty database with the same accounts and progress", async () => {
    const file = path.join(workDir, "postgres.backup");
    const backup = await script("db-backup", [file], { DATABASE_URL: sourceUrl });
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);

    const targetUrl = await emptyDatabase();
    const restore = await script("db-restore", [file], { DATABASE_URL: targetUrl });
    expect(restore.stderr).toBe("");
    expect(restore.code).toBe(0);

    const restored = openPostgresDatabase(targetUrl);
    try {
      expect(await contentsOf(restored)).toBe(expected);
      expect(JSON.parse(expected).progress).toHaveLength(2);
      await expectParentsCanLogIn(restored, parents);
      // The schema's migration history came along: a start after the restore has nothing to apply.
      await restored.migrate();
      expect(await contentsOf(restored)).toBe(expected);
    } finally {
      await restored.close();
    }
  }, 60_000);

  it("refuses to restore into a database that holds data unless --force", async () => {
    const file = path.join(workDir, "postgres-2.backup");
    expect((await script("db-backup", [file], { DATABASE_URL: sourceUrl })).code).toBe(0);

    const targetUrl = await emptyDatabase();
    const target = openPostgresDatabase(targetUrl);
    try {
      await target.migrate();
      await seedCurriculum(target.db, testCurriculum());
      const refused = await script("db-restore", [file], { DATABASE_URL: targetUrl });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain("is not empty");
      expect(refused.stderr).toContain("--force");
      expect(JSON.parse(await contentsOf(target)).users).toEqual([]);

      const forced = await script("db-restore", [file, "--force"], { DATABASE_URL: targetUrl });
      expect(forced.stderr).toBe("");
      expect(forced.code).toBe(0);
      expect(await contentsOf(target)).toBe(expected);
    } finally {
      await target.close();
    }
  }, 60_000);

  it("names an unreachable server and a backup of the other kind", async () => {
    const file = path.join(workDir, "postgres-3.backup");
    expect((await script("db-backup", [file], { DATABASE_URL: sourceUrl })).code).toBe(0);
    const away = await script("db-restore", [file], { DATABASE_URL: "postgres://nobody@127.0.0.1:1/none" });
    expect(away.code).toBe(1);
    expect(away.stderr).toContain("Cannot reach postgres://nobody@127.0.0.1:1/none");

    const mismatch = await script("db-restore", [file], { DATA_DIR: path.join(workDir, "fresh") });
    expect(mismatch.stderr).toContain("is a PostgreSQL backup (pg_dump)");
  }, 30_000);
});
