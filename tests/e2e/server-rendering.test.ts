import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { DESKTOP, PHONE, appIsLive, newPage, openBrowser, registerThroughApi, type BrowserSession } from "./browser";
import { completeLessonsBefore, readLesson } from "./lessons";

/**
 * Server rendering with hydration (docs/decisions/0005-server-rendering-with-hydration.md): home, the lessons overview
 * and a lesson come rendered by the server, and the browser takes over that very markup: the element the parent sees
 * before the scripts arrive is the element they use after. Links work before the scripts arrive. A hydration
 * mismatch is a console error, which fails any journey (tests/e2e/browser.ts).
 */
let session: BrowserSession;
beforeAll(async () => {
  session = await openBrowser();
});
afterAll(async () => {
  await session?.close();
});

/** Holds every script of the app until `release` is called: the page is the server's markup alone until then. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/*.js", async (route) => {
    await released;
    await route.continue();
  });
  // The route stays: once released, it lets every script through as it comes.
  return release;
}

/** Opens `path` with the scripts held; resolves once the server's markup is in the page, with the load still going. */
async function openBeforeScripts(page: Page, path: string, selector: string) {
  const release = await holdScripts(page);
  const loaded = page.goto(path);
  await page.locator(`#root ${selector}`).first().waitFor({ state: "attached" });
  expect(await page.evaluate(appIsLive), `${path} is live before its scripts`).toBe(false);
  return async () => {
    release();
    await loaded;
  };
}

describe("signed-in screens rendered on the server", () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`are hydrated in place: the server's elements are the ones the parent uses (${viewport.width} px)`, async () => {
      const page = await newPage(session);
      await page.setViewportSize(viewport);
      const parent = await registerThroughApi(page);
      const slideLesson = readLesson<{ slides: unknown[] }>("04-");
      await completeLessonsBefore(page, slideLesson.id);

      const screens = [
        { path: "/", heading: new RegExp(`, ${parent.username}!$`) },
        { path: "/lessons-overview", heading: /Your Learning Journey/ },
        {
          path: `/lessons/${slideLesson.levelId}/lesson/${slideLesson.id}/old`,
          heading: new RegExp(slideLesson.title),
        },
      ];
      for (const { path, heading } of screens) {
        const finish = await openBeforeScripts(page, path, "h1");
        // Marked in the server's markup, before any script of the app has run.
        expect(await page.locator("#root h1").first().textContent(), path).toMatch(heading);
        await page.evaluate(() => {
          document.querySelector<HTMLElement>("#root h1")!.dataset.renderedBy = "server";
          document.querySelector<HTMLElement>("#root a, #root button")!.dataset.renderedBy = "server";
        });
        await finish();
        // Hydrated: the same elements, now the app's own, and the page asked for nothing it already carried.
        const kept = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>("[data-rendered-by=server]")].map((element) => ({
            tag: element.tagName,
            live: Object.keys(element).some((key) => key.startsWith("__reactFiber")),
          })),
        );
        expect(kept, path).toEqual([
          { tag: expect.any(String), live: true },
          { tag: "H1", live: true },
        ]);
        await expectCarried(page, "/api/auth/me");
        await expectCarried(page, "/api/lessons");
        await page.screenshot({ path: `/tmp/server-rendered${path.replace(/\W/g, "-")}-${viewport.width}.png` });
      }

      // The hydrated lesson works: its first card moves on.
      await page
        .getByRole("button", { name: /^(Next|Continue|Start)/ })
        .first()
        .click();
      expect(page.errors).toEqual([]);
    });
  }

  it("the journal, stories and settings arrive drawn with the parent's own data and hydrate in place (390 px)", async () => {
    const page = await newPage(session);
    await page.setViewportSize(PHONE);
    await registerThroughApi(page);
    const parentId = await page.evaluate(async () => {
      const me = (await (await fetch("/api/auth/me")).json()) as { id: number };
      const send = async (method: string, url: string, body: unknown) => {
        const response = await fetch(url, {
          method,
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        });
        if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}`);
      };
      await send("POST", "/api/journal", { lessonTitle: "Bath before the story", feeling: "Hopeful" });
      await send("PATCH", `/api/user/${me.id}/settings`, { soundEffects: false });
      return me.id;
    });
    const screens = [
      {
        path: "/journal",
        shows: async () => expect(await page.locator("#root").textContent()).toContain("Bath before the story"),
      },
      {
        path: "/stories",
        shows: async () => expect(await page.locator("#root h2, #root h3").count()).toBeGreaterThan(2),
      },
      {
        path: "/settings",
        shows: async () =>
          expect(await page.getByRole("switch", { name: "Sound Effects" }).getAttribute("aria-checked")).toBe("false"),
      },
    ];
    for (const { path, shows } of screens) {
      const finish = await openBeforeScripts(page, path, "h1");
      // The parent's own screen, in the server's markup, before any script of the app has run.
      expect(await page.locator("#root [data-signed-in]").getAttribute("data-signed-in"), path).toBe(String(parentId));
      await shows();
      await page.evaluate(() => {
        document.querySelector<HTMLElement>("#root h1")!.dataset.renderedBy = "server";
      });
      await finish();
      await page.locator("#root h1[data-rendered-by=server]").first().waitFor();
      await expect
        .poll(
          () =>
            page.evaluate(() =>
              Object.keys(document.querySelector("#root h1")!).some((key) => key.startsWith("__reactFiber")),
            ),
          {
            message: `${path} is hydrated in place`,
          },
        )
        .toBe(true);
    }
    // A hydration mismatch is a console error: none.
    expect(page.errors).toEqual([]);
  });

  it("a lesson's Next tapped before the scripts arrive shows it is not ready yet, then works (390 px)", async () => {
    const page = await newPage(session);
    await page.setViewportSize(PHONE);
    await registerThroughApi(page);
    const slideLesson = readLesson<{ slides: unknown[] }>("04-");
    await completeLessonsBefore(page, slideLesson.id);
    const finish = await openBeforeScripts(page, `/lessons/${slideLesson.levelId}/lesson/${slideLesson.id}/old`, "h1");
    const next = page.locator("#root button", { hasText: /^(Next|Continue|Start)/ }).first();
    const before = await page.locator("#root main").innerText();
    // Tapped at once: nothing can act yet, and the button says so.
    await next.click({ force: true });
    expect(await next.getAttribute("data-not-ready")).toBe("");
    expect(await next.getAttribute("aria-disabled")).toBe("true");
    expect(Number(await next.evaluate((element) => getComputedStyle(element).opacity))).toBeLessThan(1);
    expect(await page.locator("#root main").innerText()).toBe(before);
    await finish();
    // Taken over: the same button wakes up and moves the lesson on.
    await expect.poll(() => next.getAttribute("data-not-ready")).toBeNull();
    expect(await next.getAttribute("aria-disabled")).toBeNull();
    await next.click();
    await expect.poll(() => page.locator("#root main").innerText()).not.toBe(before);
    expect(page.errors).toEqual([]);
  });

  it("a link tapped before the scripts arrive navigates (390 px)", async () => {
    const page = await newPage(session);
    await page.setViewportSize(PHONE);
    await registerThroughApi(page);
    const release = await holdScripts(page);
    // The load of home is left behind by the tap: only the page it leads to is awaited.
    void page.goto("/").catch(() => undefined);
    const link = page.locator('#root footer a[href="/journal"]');
    await link.waitFor({ state: "attached" });
    expect(await page.evaluate(appIsLive)).toBe(false);
    // The footer's Journal link is a real anchor in the server's markup: the browser follows it on its own.
    const navigated = page.waitForURL("**/journal", { waitUntil: "commit" });
    await link.click();
    await navigated;
    release();
    await page
      .getByRole("heading", { name: /journal/i })
      .first()
      .waitFor();
    expect(page.errors).toEqual([]);
  });
});

/** `pathname` came in the page (src/client/lib/server-state.ts): the app did not ask for it again. */
async function expectCarried(page: Page, pathname: string) {
  const asked = await page.evaluate(
    (wanted) => ({
      byWorker: navigator.serviceWorker.controller !== null,
      count: performance.getEntriesByType("resource").filter((entry) => new URL(entry.name).pathname === wanted).length,
    }),
    pathname,
  );
  // Where a worker runs the page, its fetch-ahead of what is kept offline may still ask once.
  expect(asked.count, pathname).toBeLessThanOrEqual(asked.byWorker ? 1 : 0);
}
