import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import {
  DESKTOP,
  PHONE,
  expectNoSeriousA11yViolations,
  newPage,
  openBrowser,
  registerThroughForm,
  type BrowserSession,
} from "./browser";
import { completeLessonsBefore, readLesson } from "./lessons";

/**
 * The screens a parent opens every day (home, the lessons overview, a slide lesson) load only what they draw: not the
 * forms' validation library, which comes with the first form opened (a lesson's content was checked by the server). No screen trips the Content-Security-Policy, a form
 * screen included (the validation library runs without compiling code at run time).
 */
let session: BrowserSession;
beforeAll(async () => {
  session = await openBrowser();
});
afterAll(async () => {
  await session?.close();
});

/** Every CSP violation the page reports, kept on window so it survives client-side navigation. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
}
const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

/** The scripts the page fetched from now on, by path. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** Whether a script holds the validation library (zod's core names its type errors "invalid_type"). */
async function holdsValidationLibrary(page: Page, path: string): Promise<boolean> {
  return page.evaluate(async (url) => (await (await fetch(url)).text()).includes("invalid_type"), path);
}

/**
 * `pathname` was fetched by the page's preload (a `<link rel="preload">` or its `Link` header) and the app's own read
 * used that answer. When a worker runs the page, its fetch-ahead of what is kept offline
 * (features/offline/use-offline-sync.ts) may ask once more: `keptOffline` says whether that read is one of them.
 */
async function expectAnsweredByPreload(page: Page, pathname: string, keptOffline = true): Promise<void> {
  const asked = await page.evaluate(
    (wanted) => ({
      byWorker: navigator.serviceWorker.controller !== null,
      initiators: performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname === wanted)
        .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
    }),
    pathname,
  );
  expect(asked.initiators[0], pathname).toBe("link");
  expect(asked.initiators.length, `${pathname}: ${asked.initiators.join(", ")}`).toBe(
    asked.byWorker && keptOffline ? 2 : 1,
  );
}

/**
 * `pathname` came in the page, answered before the app started (src/client/lib/server-state.ts): the app did not ask
 * for it. Where a worker runs the page, its fetch-ahead of what is kept offline may still ask once (`keptOffline`).
 */
async function expectCarriedByPage(page: Page, pathname: string, keptOffline = true): Promise<void> {
  const asked = await page.evaluate(
    (wanted) => ({
      byWorker: navigator.serviceWorker.controller !== null,
      count: performance.getEntriesByType("resource").filter((entry) => new URL(entry.name).pathname === wanted).length,
    }),
    pathname,
  );
  expect(asked.count, pathname).toBe(asked.byWorker && keptOffline ? 1 : 0);
}

/** The id of the parent the page is signed in as. */
const signedInUserId = (page: Page) =>
  page.evaluate(async () => ((await (await fetch("/api/auth/me")).json()) as { id: number }).id);

describe("the daily screens", () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`load home, the lessons overview and a slide lesson without the validation library, and no screen breaks the CSP (${viewport.width} px)`, async () => {
      const page = await newPage(session);
      await page.setViewportSize(viewport);
      await watchViolations(page);
      const unusedPreloads: string[] = [];
      page.on("console", (message) => {
        if (/preloaded .* not used/i.test(message.text())) unusedPreloads.push(message.text());
      });
      await registerThroughForm(page);

      const parentId = await signedInUserId(page);
      // A fresh load of each daily screen, as a parent opening the app.
      for (const path of ["/", "/lessons-overview"]) {
        const scripts = recordScripts(page);
        await page.goto(path);
        await page.getByRole("navigation").first().waitFor();
        await page.waitForLoadState("networkidle");
        expect(scripts.length).toBeGreaterThan(0);
        for (const script of scripts)
          expect(await holdsValidationLibrary(page, script), `${path} loaded ${script}`).toBe(false);
        expect(await violations(page)).toEqual([]);
        // The page came rendered by the server with the answers it was rendered from
        // (src/server/rendering/render-page.ts): the app asked for none of them again.
        for (const read of ["/api/auth/me", "/api/levels", "/api/lessons", `/api/user/${parentId}/progress`]) {
          await expectCarriedByPage(page, read);
        }
        if (path === "/") {
          for (const read of [
            `/api/user/${parentId}/mood`,
            `/api/user/${parentId}/practices`,
            `/api/user/${parentId}/favorites`,
          ]) {
            await expectCarriedByPage(page, read, false);
          }
        }
        await page.screenshot({ path: `/tmp/i17-daily${path.replace(/\W/g, "-")}${viewport.width}.png` });
      }
      await expectNoSeriousA11yViolations(page);

      // A slide lesson opened afresh: its player, but not the validation library.
      const slideLesson = readLesson<{ slides: unknown[] }>("04-");
      expect(Array.isArray(slideLesson.content.slides)).toBe(true);
      await completeLessonsBefore(page, slideLesson.id);
      const lessonScripts = recordScripts(page);
      await page.goto(`/lessons/${slideLesson.levelId}/lesson/${slideLesson.id}/old`);
      await page.getByRole("button", { name: "Leave the lesson" }).waitFor();
      await page.waitForLoadState("networkidle");
      // The lesson came rendered by the server with its content, its level and the saved place in the page
      // (src/server/rendering/render-page.ts): the app asked for none of them again.
      await expectCarriedByPage(page, `/api/lessons/${slideLesson.id}`);
      await expectCarriedByPage(page, `/api/levels/${slideLesson.levelId}`);
      const userId = await signedInUserId(page);
      await expectCarriedByPage(page, `/api/user/${userId}/lessons/${slideLesson.id}/attempt`, false);
      // Every preload was used: Chromium warns of one that was not.
      expect(unusedPreloads).toEqual([]);
      // The player came with the lesson, before the parent reached the activity.
      expect(
        lessonScripts.some((script) => /slide-player/.test(script)),
        lessonScripts.join(" "),
      ).toBe(true);
      for (const script of lessonScripts)
        expect(await holdsValidationLibrary(page, script), `the slide lesson loaded ${script}`).toBe(false);
      expect(await violations(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/i17-daily-slide-lesson-${viewport.width}.png` });

      // A screen the browser renders itself (Get help now declares no reads: it reads the device's country) has the
      // shell's read fetched beside its scripts, through the page's Link header, and the app's own read is answered
      // from that.
      await page.goto("/get-help");
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      await page.waitForLoadState("networkidle");
      await expectAnsweredByPreload(page, `/api/user/${userId}/settings`);
      expect(unusedPreloads).toEqual([]);

      // A form screen brings the library with it, and still no CSP violation.
      const scripts = recordScripts(page);
      await page.goto("/profile/edit");
      await page.getByLabel("Username").waitFor();
      await page.waitForLoadState("networkidle");
      const withLibrary = await Promise.all(scripts.map((script) => holdsValidationLibrary(page, script)));
      expect(withLibrary.some(Boolean)).toBe(true);
      expect(await violations(page)).toEqual([]);
      expect(page.errors).toEqual([]);
    });
  }
});
