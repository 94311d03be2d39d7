import crypto from "node:crypto";
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import pg from "pg";
import { inject } from "vitest";
import type { PublicUser, RegisterInput } from "../../shared/schemas/auth";
import { type AppOptions, buildApp } from "../app";
import { type Curriculum, projectCurriculum } from "../curriculum/curriculum";
import { seedCurriculum } from "../curriculum/seed";
import { checkClientRoutes } from "./responses";
import { type Database, openEmbeddedDatabase, openPostgresDatabase } from "../db/client";

/**
 * The real app on a real, private database for one API test file (docs/code-style.md#tests):
 * a restored PGlite snapshot by default, a fresh database on the PostgreSQL server of
 * `TEST_DATABASE_URL` when `GROWLY_TEST_DB=postgres` (tests/setup/api-global.ts prepares both).
 * Call `close()` in `afterAll`: an open database keeps the test process alive.
 */
export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

export interface TestDatabase {
  database: Database;
  close(): Promise<void>;
}

export const TEST_ADMIN_PATH = "admin";
export const TEST_ADMIN_PASSWORD = "test-admin-password-1234";

export type TestAppOverrides = Partial<
  Pick<
    AppOptions,
    | "clock"
    | "writesPerParent"
    | "timeouts"
    | "mailer"
    | "publicUrl"
    | "launchMailIntervalMs"
    | "weeklyMails"
    | "sessionSecret"
    | "clientDir"
    | "screenRenderer"
    | "renderingHeadroom"
    | "pushTestServices"
    | "reminders"
    | "metricsToken"
    | "curriculum"
  >
>;

export async function createTestApp(
  overrides: TestAppOverrides = {},
  /** The database as the app sees it, for a test that changes how it behaves (its notifications, say). */
  appDatabase: (database: Database) => Database = (database) => database,
): Promise<TestApp> {
  const { database: opened, close: closeDatabase } = await createTestDatabase();
  const database = appDatabase(opened);
  let app: FastifyInstance;
  try {
    app = await buildApp({
      database,
      sessionSecret: crypto.randomBytes(32).toString("hex"),
      adminPath: TEST_ADMIN_PATH,
      adminPassword: TEST_ADMIN_PASSWORD,
      curriculum: testCurriculum(),
      logLevel: "silent",
      // The weekly mail runs on a timer; tests call it with a clock of their own.
      weeklyMails: false,
      ...overrides,
    });
    await app.ready();
    checkClientRoutes(app);
  } catch (error) {
    await closeDatabase();
    throw error;
  }
  let closed = false;
  return {
    app,
    database,
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        await app.close();
      } finally {
        await closeDatabase();
      }
    },
  };
}

/** The project's curriculum, the same one `npm start` serves. */
export function testCurriculum(): Curriculum {
  return projectCurriculum(fileURLToPath(new URL("../../../content", import.meta.url)));
}

/** A migrated database of its own, seeded with the curriculum, on whichever engine this run uses. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = inject("testDatabaseUrl");
  const snapshotPath = inject("pgliteSnapshotPath");
  if (!serverUrl && !snapshotPath) {
    throw new Error('No test database was prepared: run API tests through the vitest "api" project.');
  }
  const created = serverUrl
    ? await createPostgresDatabase(serverUrl)
    : await createEmbeddedDatabase(snapshotPath ?? "");
  try {
    await seedCurriculum(created.database.db, testCurriculum());
  } catch (error) {
    await created.close();
    throw error;
  }
  return created;
}

let snapshotBytes: Buffer | undefined;

async function createEmbeddedDatabase(snapshotPath: string): Promise<TestDatabase> {
  snapshotBytes ??= fs.readFileSync(snapshotPath);
  const instance = new PGlite({ loadDataDir: new Blob([new Uint8Array(snapshotBytes)]) });
  try {
    await instance.waitReady;
  } catch (error) {
    await instance.close().catch(() => {});
    throw error;
  }
  const database = await openEmbeddedDatabase(instance);
  return { database, close: () => database.close() };
}

async function createPostgresDatabase(serverUrl: string): Promise<TestDatabase> {
  const name = `growly_t_${crypto.randomBytes(6).toString("hex")}`;
  await withServerClient(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const dropDatabase = () =>
    withServerClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openPostgresDatabase(url.toString());
  try {
    await database.migrate();
  } catch (error) {
    await database.close().catch(() => {});
    await dropDatabase().catch(() => {});
    throw error;
  }
  return {
    database,
    close: async () => {
      try {
        await database.close();
      } finally {
        await dropDatabase();
      }
    },
  };
}

async function withServerClient<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Every Set-Cookie header of a response. */
export function setCookieHeaders(response: LightMyRequestResponse): string[] {
  const header = response.headers["set-cookie"];
  if (header === undefined) return [];
  return Array.isArray(header) ? header : [String(header)];
}

/**
 * The session cookie a browser keeps after this response, whole (`growly.sid=…; Path=/; HttpOnly; …`),
 * or undefined when the response sets none. A browser applies Set-Cookie headers in order, so the last
 * `growly.sid` wins.
 */
export function sessionSetCookie(response: LightMyRequestResponse): string | undefined {
  return setCookieHeaders(response)
    .filter((header) => header.startsWith("growly.sid="))
    .at(-1);
}

/** The `growly.sid=…` pair to send back in a Cookie header; throws when the response set none (or cleared it). */
export function cookieFrom(response: LightMyRequestResponse): string {
  const header = sessionSetCookie(response);
  const pair = header?.split(";")[0];
  if (!pair || pair === "growly.sid=") {
    throw new Error(
      `Expected a growly.sid cookie; got status ${response.statusCode}, set-cookie ${JSON.stringify(setCookieHeaders(response))}`,
    );
  }
  return pair;
}

/**
 * Headers of a request from our own pages: the Origin names the host the request went to.
 * (light-my-request's default Host is "localhost:80", which a browser would never send with a bare Origin.)
 */
export const sameOriginHeaders = { host: "growly.test", origin: "http://growly.test" } as const;

let addressCounter = 0;

/**
 * A client address no other call in this worker used: rate limits count per address, so tests
 * that pass a fresh one never share a window.
 */
export function uniqueAddress(): string {
  addressCounter += 1;
  return `10.${process.pid % 250}.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`;
}

let userCounter = 0;

export interface NewUserFields extends RegisterInput {
  password: string;
}

/** Registration fields no other call in this worker used; overrides win. */
export function newUserFields(overrides: Partial<RegisterInput> = {}): NewUserFields {
  userCounter += 1;
  const tag = `${userCounter}${crypto.randomBytes(3).toString("hex")}`;
  return {
    username: `parent_${tag}`,
    email: `parent.${tag}@example.com`,
    password: "correct horse battery",
    ...overrides,
  } as NewUserFields;
}

export interface RegisteredUser {
  user: PublicUser;
  /** `growly.sid=…`, ready for a Cookie header. */
  cookie: string;
  /** The fields sent, password included, for logging in again. */
  fields: NewUserFields;
}

/**
 * Registers a parent through the API (so the stored data is exactly what the app stores) and
 * returns the user and their session cookie. Each call comes from a fresh address, so the
 * registration limit of one address never trips a test that does not test it.
 */
export async function registerUser(
  app: FastifyInstance,
  overrides: Partial<RegisterInput> & { remoteAddress?: string } = {},
): Promise<RegisteredUser> {
  const { remoteAddress = uniqueAddress(), ...fieldOverrides } = overrides;
  const fields = newUserFields(fieldOverrides);
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: fields,
    remoteAddress,
  });
  if (response.statusCode !== 201) {
    throw new Error(`registerUser: expected 201, got ${response.statusCode} ${response.body}`);
  }
  return { user: response.json<PublicUser>(), cookie: cookieFrom(response), fields };
}
