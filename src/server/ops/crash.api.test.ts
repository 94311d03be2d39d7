import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, inject, it, vi } from "vitest";
import { moduleCloserContentSchema } from "../../shared/content/guided-schemas";
import { testCurriculum } from "../test-support/test-app";
import { type ServerChild, freshPostgresDatabase, killHard, queryOnce, request, startServerChild } from "../test-support/faults";

/**
 * The server killed with SIGKILL (power cut, OOM killer) in the middle of a storm of lesson completions and sign-ups,
 * then started again on the same data, as `npm start` would: every account whose sign-up was answered is there and
 * can log in, every completion that was answered is recorded, and every parent's XP is exactly the XP of the
 * completions recorded for them (each lesson's xpReward, plus a module-closer's badge bonus on its first
 * completion, as complete-lesson.ts awards it) — no XP without its completion and no completion without its XP.
 * On the embedded database (a temp DATA_DIR) always, and on PostgreSQL when this run uses it.
 */
const serverUrl = inject("testDatabaseUrl");
const curriculum = testCurriculum();

/** XP a first completion of `lessonId` awards. */
function xpOf(lessonId: number): number {
  const lesson = curriculum.lessonById.get(lessonId);
  if (!lesson) throw new Error(`lesson ${lessonId} is not in the curriculum`);
  if (lesson.activityType !== "module-closer") return lesson.xpReward;
  const content = moduleCloserContentSchema.safeParse(lesson.content);
  return lesson.xpReward + (content.success ? content.data.badgeEarned.xpBonus : 0);
}

interface Parent {
  id: number;
  email: string;
  password: string;
  cookie: string;
}

let signUps = 0;
async function signUp(base: string): Promise<Parent> {
  signUps += 1;
  const tag = `${process.pid}x${signUps}x${Math.random().toString(36).slice(2, 8)}`;
  const fields = { username: `crash_${tag}`.slice(0, 30), email: `crash-${tag}@example.com`, password: `crash-password-${tag}` };
  const answer = await request(base, "POST", "/api/auth/register", { body: fields, timeoutMs: 10_000 });
  if (answer.status !== 201) throw new Error(`sign-up answered ${answer.status}`);
  return { id: answer.body.id as number, email: fields.email, password: fields.password, cookie: answer.cookie as string };
}

/** The lessons a parent on the free plan can complete one after the other (a probe parent walks them). */
async function openLessons(base: string): Promise<Array<{ id: number; levelId: number }>> {
  const probe = await signUp(base);
  const levelOrder = new Map(curriculum.levels.map((level, index) => [level.id, index]));
  const ordered = [...curriculum.lessons].sort(
    (a, b) => (levelOrder.get(a.levelId) ?? 0) - (levelOrder.get(b.levelId) ?? 0) || a.order - b.order || a.id - b.id,
  );
  const open: Array<{ id: number; levelId: number }> = [];
  for (const lesson of ordered.slice(0, 12)) {
    const answer = await complete(base, probe, lesson);
    if (answer !== 200) break;
    open.push({ id: lesson.id, levelId: lesson.levelId });
  }
  expect(open.length).toBeGreaterThan(2);
  return open;
}

async function complete(base: string, parent: Parent, lesson: { id: number; levelId: number }): Promise<number> {
  const answer = await request(base, "POST", `/api/user/${parent.id}/lessons/${lesson.id}/progress`, {
    cookie: parent.cookie,
    body: { levelId: lesson.levelId, completed: true, score: 70 },
    timeoutMs: 10_000,
  });
  return answer.status;
}

interface Storm {
  /** Completions the server answered 200 to before it died: `${userId}:${lessonId}`. */
  acknowledged: Set<string>;
  /** Parents whose sign-up the server answered 201 to before it died. */
  signedUp: Parent[];
}

/**
 * Every parent completes the open lessons in order, each lesson with two taps at once (a replay racing the first
 * completion), while new parents keep signing up; the server is SIGKILLed mid-storm.
 */
async function stormThenKill(server: ServerChild, parents: Parent[], lessons: Array<{ id: number; levelId: number }>): Promise<Storm> {
  const acknowledged = new Set<string>();
  const signedUp: Parent[] = [];
  let dead = false;
  const completions = parents.map(async (parent) => {
    for (let round = 0; !dead; round += 1) {
      const lesson = lessons[round % lessons.length] as { id: number; levelId: number };
      const answers = await Promise.allSettled([complete(server.base, parent, lesson), complete(server.base, parent, lesson)]);
      if (answers.some((answer) => answer.status === "fulfilled" && answer.value === 200)) acknowledged.add(`${parent.id}:${lesson.id}`);
    }
  });
  const registrations = (async () => {
    while (!dead) {
      try {
        signedUp.push(await signUp(server.base));
      } catch {
        // the server died mid-request
      }
    }
  })();
  // Many completions committed first, and many more in flight when the kill lands.
  await vi.waitFor(() => expect(acknowledged.size).toBeGreaterThanOrEqual(parents.length * 2), { timeout: 8_000, interval: 50 });
  // Not a wait for a condition: the kill is meant to land at an arbitrary moment of the running storm.
  await new Promise((resolve) => setTimeout(resolve, 150));
  await killHard(server);
  dead = true;
  await Promise.allSettled([...completions, registrations]);
  return { acknowledged, signedUp };
}

/** Checks the invariants on the rows of the restarted server's database. */
function expectConsistent(
  users: Array<{ id: number; xp: number }>,
  progress: Array<{ user_id: number; lesson_id: number; xp_awarded: number; completed: boolean }>,
  storm: Storm,
  parents: Parent[],
) {
  const recorded = new Set(progress.map((row) => `${row.user_id}:${row.lesson_id}`));
  for (const key of storm.acknowledged) expect(recorded.has(key), `acknowledged completion ${key} is recorded`).toBe(true);
  for (const row of progress) {
    expect(row.completed).toBe(true);
    expect(row.xp_awarded, `XP recorded for lesson ${row.lesson_id}`).toBe(xpOf(row.lesson_id));
  }
  for (const parent of parents) {
    const user = users.find((candidate) => Number(candidate.id) === parent.id);
    expect(user, `parent ${parent.id} exists`).toBeDefined();
    const earned = progress.filter((row) => row.user_id === parent.id).reduce((sum, row) => sum + xpOf(row.lesson_id), 0);
    expect(Number(user?.xp), `parent ${parent.id}'s XP`).toBe(earned);
  }
  expect(storm.acknowledged.size).toBeGreaterThan(parents.length);
}

/** Every acknowledged account can log in on the restarted server, and its session cookie from before still works. */
async function expectAccountsSurvive(base: string, accounts: Parent[]) {
  expect(accounts.length).toBeGreaterThan(0);
  for (const account of accounts) {
    const login = await request(base, "POST", "/api/auth/login", { body: { email: account.email, password: account.password } });
    expect(login.status, `${account.email} logs in after the crash`).toBe(200);
  }
  const kept = accounts[0] as Parent;
  expect((await request(base, "GET", "/api/auth/me", { cookie: kept.cookie })).status).toBe(200);
}

const PARENTS = 6;

// The embedded database's own run covers it; the PostgreSQL run has its own below.
describe.skipIf(serverUrl)("kill -9 during a completion storm, on the embedded database", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "growly-crash-"));
  const running: ServerChild[] = [];

  afterAll(async () => {
    for (const server of running) await killHard(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("reopens with every answered account and completion, and XP that matches the completions", async () => {
    const first = await startServerChild({ DATA_DIR: dataDir });
    running.push(first);
    const lessons = await openLessons(first.base);
    const parents: Parent[] = [];
    for (let index = 0; index < PARENTS; index += 1) parents.push(await signUp(first.base));
    const storm = await stormThenKill(first, parents, lessons);
    expect(first.child.signalCode).toBe("SIGKILL");

    const second = await startServerChild({ DATA_DIR: dataDir });
    running.push(second);
    await expectAccountsSurvive(second.base, [...parents, ...storm.signedUp]);
    // Read the rows themselves, with the server stopped (the embedded database belongs to one process).
    second.child.kill("SIGTERM");
    await second.exited;
    const database = await PGlite.create(dataDir);
    try {
      const users = (await database.query<{ id: number; xp: number }>("select id, xp from users")).rows;
      const progress = (
        await database.query<{ user_id: number; lesson_id: number; xp_awarded: number; completed: boolean }>(
          "select user_id, lesson_id, xp_awarded, completed from user_progress",
        )
      ).rows;
      expectConsistent(users, progress, storm, parents);
    } finally {
      await database.close();
    }
  }, 240_000);
});

describe.runIf(serverUrl)("kill -9 during a completion storm, on PostgreSQL", () => {
  let target: { url: string; drop: () => Promise<void> } | undefined;
  const running: ServerChild[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "growly-crash-pg-"));

  afterAll(async () => {
    for (const server of running) await killHard(server);
    await target?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("restarts with every answered account and completion, and XP that matches the completions", async () => {
    target = await freshPostgresDatabase(serverUrl as string, "growly_crash");
    const first = await startServerChild({ DATA_DIR: dataDir, DATABASE_URL: target.url });
    running.push(first);
    const lessons = await openLessons(first.base);
    const parents: Parent[] = [];
    for (let index = 0; index < PARENTS; index += 1) parents.push(await signUp(first.base));
    const storm = await stormThenKill(first, parents, lessons);
    expect(first.child.signalCode).toBe("SIGKILL");

    const second = await startServerChild({ DATA_DIR: dataDir, DATABASE_URL: target.url });
    running.push(second);
    await expectAccountsSurvive(second.base, [...parents, ...storm.signedUp]);
    const users = await queryOnce<{ id: number; xp: number }>(target.url, "select id, xp from users");
    const progress = await queryOnce<{ user_id: number; lesson_id: number; xp_awarded: number; completed: boolean }>(
      target.url,
      "select user_id, lesson_id, xp_awarded, completed from user_progress",
    );
    expectConsistent(users, progress, storm, parents);
  }, 240_000);
});
