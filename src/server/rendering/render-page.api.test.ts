import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { responseProblem } from "../../shared/api/responses";
import { routeKey } from "../../shared/api/routes";
import { screenReadsAt } from "../../shared/screens";
import { isBasicLesson, trialEndsAt } from "../../shared/rules/plans";
import { type TestApp, createTestApp, registerUser, sameOriginHeaders, testCurriculum } from "../test-support/test-app";
import type { ScreenRenderer } from "./render-page";

const curriculum = testCurriculum();
const first = curriculum.lessons[0]!;
/** The first lesson past the free ones: it needs full access once the trial is over. */
const premium = curriculum.lessons.find((lesson) => !isBasicLesson(lesson))!;

const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "growly-rendering-"));
const LOADING = "<!--root--><p>loading</p><!--/root-->";
for (const [name, html] of Object.entries({
  "index.html": "<html>app shell</html>",
  "landing.html": "<html>landing</html>",
  "signed-in.html": `<html lang="en"><title>Growly</title><div id="root">${LOADING}</div></html>`,
  "signed-in-lesson.html": `<html lang="en"><title>Growly</title><!--lesson-preload--><div id="root">${LOADING}</div></html>`,
})) {
  fs.writeFileSync(path.join(clientDir, name), html);
}

/** What the stand-in renderer was given, by call. */
const renders: {
  url: string;
  loaded: Parameters<ScreenRenderer["renderScreen"]>[1];
  hour: number;
  childId: number | undefined;
}[] = [];
/** Stands in for the built renderer (src/client/server-render.tsx): one line naming the address and the parent. */
const renderer: ScreenRenderer = {
  renderScreen: async (url, loaded, hour, _language, options) => {
    renders.push({ url, loaded, hour, childId: options?.childId });
    const me = loaded.find(([, , readPath]) => readPath === "/api/auth/me")?.[1] as { username: string };
    return {
      // React escapes text as it renders it.
      html: `<main>${url} for ${me.username.replaceAll("<", "&lt;")}</main>`,
      state: { queries: loaded.map(([queryKey, data]) => ({ queryKey, state: { data } })) },
      paths: loaded.map(([, , readPath]) => readPath),
    };
  },
};

let now = new Date();
/** Whether the server has time to spare for rendering (src/server/http/headroom.ts). */
let room = true;
let testApp: TestApp;
/** The app's own inject, kept before any test spies on it. */
let inject: TestApp["app"]["inject"];
beforeAll(async () => {
  testApp = await createTestApp({
    clientDir,
    screenRenderer: renderer,
    clock: () => now,
    renderingHeadroom: { begin: () => (room ? () => {} : undefined), close: () => {} },
  });
  inject = testApp.app.inject.bind(testApp.app);
});
afterAll(async () => {
  await testApp?.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});
afterEach(() => {
  now = new Date();
  room = true;
  vi.restoreAllMocks();
});

/** A new parent who has finished onboarding, as the form leaves them. */
async function onboardedParent(username?: string) {
  const registered = await registerUser(testApp.app, username ? { username } : {});
  const answer = await testApp.app.inject({
    method: "PATCH",
    url: `/api/user/${registered.user.id}`,
    headers: { cookie: registered.cookie },
    payload: {
      onboardingData: {
        childAge: "3-5",
        familyStructure: "two-parent",
        preferredLearningStyle: "interactive",
        availableTime: "5-10-minutes",
        parentingChallenges: ["bedtime"],
        primaryGoals: ["stay-calm"],
      },
    },
  });
  expect(answer.statusCode).toBe(200);
  return registered;
}

const open = (url: string, cookie: string) =>
  inject({ method: "GET", url, headers: { cookie, "accept-encoding": "identity" } });

/** The state a rendered page carries (src/client/lib/server-state.ts), parsed. */
function stateOf(page: string) {
  const json = /<script type="application\/json" id="server-state">(.*?)<\/script>/.exec(page)?.[1];
  expect(json, "the page carries its state").toBeDefined();
  return JSON.parse(json!) as {
    state: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
    paths: string[];
    hour: number;
    language: string;
  };
}

describe("a signed-in screen rendered on the server", () => {
  it("carries the rendered screen in the app's root and the answers it was rendered from, each as its route answers", async () => {
    const { user, cookie } = await onboardedParent();
    const fetches = vi.spyOn(globalThis, "fetch");
    const injects = vi.spyOn(testApp.app, "inject");
    const page = await open("/", cookie);
    // The reads were loaded by the domain functions, not through the server's own routes.
    expect(injects).not.toHaveBeenCalled();
    expect(fetches).not.toHaveBeenCalled();
    expect(page.statusCode).toBe(200);
    // Kept by no cache, the browser's own included: a shared device shows nothing of theirs after sign-out.
    expect(page.headers["cache-control"]).toBe("private, no-store");
    expect(page.body).toContain(`<div id="root"><main>/ for ${user.username}</main></div>`);
    expect(page.body).not.toContain("loading");
    const { state, paths } = stateOf(page.body);
    // Every read the route table declares for home, each answer what its route answers, by its schema.
    expect(paths).toEqual(screenReadsAt("/", user.id, "en")!.reads.map((read) => read.path));
    for (const [index, query] of state.queries.entries()) {
      const readPath = paths[index]!;
      expect(responseProblem(routeKey("GET", readPath), query.state.data), readPath).toBeNull();
      const api = await open(readPath, cookie);
      expect(query.state.data, readPath).toEqual(JSON.parse(api.body));
    }
  });

  it("greets the parent by the hour in their own time zone", async () => {
    const { cookie } = await onboardedParent();
    now = new Date("2026-11-24T20:30:00Z");
    await open("/lessons-overview", cookie);
    // registerUser's parents live in UTC unless told otherwise.
    expect(renders.at(-1)).toMatchObject({ url: "/lessons-overview", hour: 20 });
    expect(stateOf((await open("/lessons-overview", cookie)).body).hour).toBe(20);
  });

  it("greets the parent by the hour where their device is now, when the app's cookie names a real zone", async () => {
    const { cookie } = await onboardedParent();
    now = new Date("2026-11-24T20:30:00Z");
    await open("/", `${cookie}; growly_tz=${encodeURIComponent("Asia/Tokyo")}`);
    expect(renders.at(-1)).toMatchObject({ url: "/", hour: 5 });
    await open("/", `${cookie}; growly_tz=Not%2FA_Zone`);
    expect(renders.at(-1)).toMatchObject({ url: "/", hour: 20 });
  });

  it("renders home for the child this device chose on the switcher, named by the parent's own cookie", async () => {
    const { user, cookie } = await onboardedParent();
    await open("/", `${cookie}; growly_child_${user.id}=42`);
    expect(renders.at(-1)).toMatchObject({ url: "/", childId: 42 });
    // Another account's choice on the same device, or a cookie that names no id, chooses nothing: the first child.
    await open("/", `${cookie}; growly_child_${user.id + 1}=42`);
    expect(renders.at(-1)).toMatchObject({ url: "/", childId: undefined });
    await open("/", `${cookie}; growly_child_${user.id}=first`);
    expect(renders.at(-1)).toMatchObject({ url: "/", childId: undefined });
    // Home reads the family for it.
    expect(renders.at(-1)!.loaded.map(([, , readPath]) => readPath)).toContain("/api/family");
  });

  it("renders a played lesson into the lesson's page with the lesson itself among its answers", async () => {
    const { cookie } = await onboardedParent();
    const url = `/lessons/${first.levelId}/lesson/${first.id}/old`;
    const page = await open(url, cookie);
    expect(page.body).toContain(`<main>${url} for`);
    // In the page's language: the device's (no cookie, no Accept-Language: English).
    expect(stateOf(page.body).paths).toContain(`/api/lessons/${first.id}?language=en`);
  });

  it("renders in the parent's own language whatever this device chose, from the same content as the API's answer", async () => {
    const { user, cookie } = await onboardedParent();
    const chosen = await inject({
      method: "PATCH",
      url: `/api/user/${user.id}/settings`,
      headers: { cookie, ...sameOriginHeaders },
      payload: { language: "fr" },
    });
    expect(chosen.statusCode).toBe(200);
    const url = `/lessons/${first.levelId}/lesson/${first.id}/old`;
    // A device that last showed German: the app follows the parent's setting, so the page it hydrates is French.
    const page = await open(url, `${cookie}; growly_language=de`);
    const { state, paths, language } = stateOf(page.body);
    expect(language).toBe("fr");
    const index = paths.indexOf(`/api/lessons/${first.id}?language=fr`);
    expect(index).toBeGreaterThanOrEqual(0);
    expect((state.queries[index]!.state.data as { title: string }).title).toBe(
      testCurriculum().inLanguage("fr").lessonById.get(first.id)!.title,
    );
    expect(renders.at(-1)?.url).toBe(url);
  });

  it("keeps a parent's text inside the state, whatever it holds", async () => {
    const { cookie } = await onboardedParent("</script><script>x");
    const page = await open("/", cookie);
    expect(page.body).not.toContain("</script><script>x");
    expect(page.body).toContain("\\u003c/script>\\u003cscript>x");
    const me = stateOf(page.body).state.queries[0]!.state.data as { username: string };
    expect(me.username).toBe("</script><script>x");
  });
});

describe("a signed-in screen the browser renders instead", () => {
  const expectBrowserRendered = (page: { body: string; headers: Record<string, unknown> }) => {
    expect(page.body).toContain(LOADING);
    expect(page.body).not.toContain("server-state");
  };

  it("is onboarding still to do: the page goes out plain, with its reads as preloads", async () => {
    const { user, cookie } = await registerUser(testApp.app);
    const page = await open("/", cookie);
    expectBrowserRendered(page);
    expect(String(page.headers.link)).toContain(`</api/user/${user.id}/progress>; rel=preload`);
  });

  it("is a lesson the parent's plan does not open: the browser shows the screen's own message", async () => {
    const { user, cookie } = await onboardedParent();
    now = new Date(trialEndsAt(new Date(user.createdAt)).getTime() + 60_000);
    expectBrowserRendered(await open(`/lessons/${premium.levelId}/lesson/${premium.id}/old`, cookie));
  });

  it("is a screen that declares no reads, an address that is no lesson, or no time to spare", async () => {
    const { cookie } = await onboardedParent();
    const before = renders.length;
    expectBrowserRendered(await open("/get-help", cookie));
    expectBrowserRendered(await open("/lessons/1/lesson/abc/old", cookie));
    expectBrowserRendered(await open("/lessons/99999/lesson/1/old", cookie));
    room = false;
    expectBrowserRendered(await open("/", cookie));
    expect(renders).toHaveLength(before);
  });
});
