import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DESKTOP,
  PHONE,
  SCREENSHOTS,
  expectBrowserErrors,
  expectNoSeriousA11yViolations,
  newPage,
  openBrowser,
  registerThroughApi,
  type BrowserSession,
} from "./browser";

let laptop: BrowserSession;
beforeAll(async () => {
  laptop = await openBrowser(DESKTOP);
});
afterAll(async () => {
  await laptop?.close();
});

/** The screen that replaces a failed one (src/client/app/app-error-boundary.tsx). */
async function expectErrorScreen(page: Page) {
  await page.getByRole("heading", { name: "Something went wrong" }).waitFor();
  await page.getByRole("button", { name: "Reload" }).waitFor();
  expect(await page.getByRole("link", { name: "Go home" }).getAttribute("href")).toBe("/");
  expect(await page.getByRole("link", { name: "Get help now" }).getAttribute("href")).toBe("/get-help");
}

describe("a screen that cannot be shown", () => {
  it("reloads once when a screen's chunk is missing, then shows the error screen, and Reload brings the screen once it is back", async () => {
    expectBrowserErrors(/Failed to load resource|dynamically imported module|A part of the app failed to show|net::ERR_FAILED/);
    // A device whose service worker never kept the chunk: it is blocked before the first page, as after a deploy
    // that removed it (the context's route also catches the worker's own requests).
    const session = await openBrowser(DESKTOP);
    try {
      const page = await newPage(session);
      const chunk = /\/assets\/profile-page-[\w-]+\.js$/;
      const blockChunk = (route: Parameters<Parameters<Page["route"]>[1]>[0]) => route.abort("failed");
      await session.context.route(chunk, blockChunk);
      const profileLoads: string[] = [];
      page.on("request", (request) => {
        if (request.isNavigationRequest() && new URL(request.url()).pathname === "/profile") profileLoads.push(request.url());
      });
      await registerThroughApi(page);
      await page.goto("/");
      await page.getByRole("link", { name: "Profile" }).first().click();

      await expectErrorScreen(page);
      expect(profileLoads, "the page reloaded by itself exactly once").toHaveLength(1);
      await expectNoSeriousA11yViolations(page);

      // Back leaves the failed screen: home shows at its address, and Forward meets the same missing chunk again.
      await page.goBack();
      await page.waitForURL((url) => url.pathname === "/");
      await page.getByRole("link", { name: "Profile" }).first().waitFor();
      expect(await page.getByRole("heading", { name: "Something went wrong" }).count()).toBe(0);
      await page.goForward();
      await expectErrorScreen(page);
      expect(profileLoads, "no second reload within the minute").toHaveLength(1);

      await session.context.unroute(chunk, blockChunk);
      await page.getByRole("button", { name: "Reload" }).click();
      await page.getByRole("heading", { name: "Focus Areas" }).waitFor();
      expect(profileLoads).toHaveLength(2);
      await expect.poll(() => page.getByRole("heading", { name: "Something went wrong" }).count()).toBe(0);
    } finally {
      await session.close();
    }
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`takes the focus and the tab's title when a screen fails without a reload, and gives way to the screen Back leads to (${viewport.width} px)`, async () => {
      expectBrowserErrors(/A part of the app failed to show|is not a function/);
      const session = await openBrowser(viewport);
      try {
        const page = await newPage(session);
        const parent = await registerThroughApi(page);
        await page.goto("/");
        const greeting = page.getByRole("heading", { name: new RegExp(`${parent.username}!`) });
        await greeting.waitFor();
        // The journal read answers a shape the screen cannot draw, so the screen throws (no chunk, no reload).
        await page.context().route(/\/api\/journal$/, (route) =>
          route.request().method() === "GET"
            ? route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ entries: "none" }) })
            : route.fallback(),
        );
        if (viewport === PHONE) await page.getByRole("button", { name: "Open menu" }).click();
        await page.getByRole("link", { name: "Journal", exact: true }).filter({ visible: true }).first().click();
        await expectErrorScreen(page);
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.textContent))
          .toBe("Something went wrong");
        expect(await page.title()).toBe("Something went wrong · Growly");
        await expectNoSeriousA11yViolations(page);
        await page.screenshot({ path: `${SCREENSHOTS}/error-screen-${viewport.width}.png` });

        await page.goBack();
        await page.waitForURL((url) => url.pathname === "/");
        await greeting.waitFor();
        expect(await page.getByRole("heading", { name: "Something went wrong" }).count()).toBe(0);
        expect(await page.title()).not.toContain("Something went wrong");
        await page.screenshot({ path: `${SCREENSHOTS}/error-screen-back-${viewport.width}.png` });
      } finally {
        await session.close();
      }
    });
  }

  it("says to reload on a page the server drew when its start chunk never arrives, and never once the app started", async () => {
    expectBrowserErrors(/Failed to load resource|dynamically imported module|The app did not start|net::ERR_FAILED/);
    const session = await openBrowser(PHONE);
    try {
      const page = await newPage(session);
      await registerThroughApi(page);
      await page.goto("/");
      // Started: the hint is gone, so it never covers a working screen.
      expect(await page.locator("#app-start-hint").count()).toBe(0);

      await session.context.route(/\/assets\/app-start-[\w-]+\.js$/, (route) => route.abort("failed"));
      await page.goto("/", { waitUntil: "domcontentloaded" });
      // The server's home looks ready; after the loading screen's delay (and the one reload) it says what to do.
      const hint = page.locator("#app-start-hint");
      await expect
        .poll(() => hint.evaluate((element) => getComputedStyle(element).visibility).catch(() => "missing"), { timeout: 40_000 })
        .toBe("visible");
      expect(await hint.getByRole("link", { name: "reload the page" }).getAttribute("href")).toBe("?");
      await page.screenshot({ path: `${SCREENSHOTS}/start-chunk-missing-390.png` });
    } finally {
      await session.close();
    }
  });

  it("shows the same screen, in the parent's language, when a screen throws", async () => {
    expectBrowserErrors(/A part of the app failed to show|is not a function/);
    const page = await newPage(laptop);
    await registerThroughApi(page);
    await page.goto("/");
    // The journal read answers a shape the screen cannot draw (a server of another version), so the screen throws.
    const broken = /\/api\/journal$/;
    await page.context().route(broken, (route) =>
      route.request().method() === "GET"
        ? route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ entries: "none" }) })
        : route.fallback(),
    );
    try {
      await page.getByRole("link", { name: "Journal" }).first().click();
      await expectErrorScreen(page);
      await expectNoSeriousA11yViolations(page);
      expect(page.errors.some((error) => error.includes("A part of the app failed to show"))).toBe(true);

      // Get help now is one tap away, and opens the helplines.
      await page.getByRole("link", { name: "Get help now" }).click();
      await page.waitForURL("**/get-help");
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      expect(await page.getByRole("heading", { name: "Something went wrong" }).count()).toBe(0);

      // A parent whose setting is Spanish reads it in Spanish.
      await page.evaluate(async () => {
        const me = (await (await fetch("/api/auth/me")).json()) as { id: number };
        const saved = await fetch(`/api/user/${me.id}/settings`, {
          method: "PATCH",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ language: "es" }),
        });
        if (!saved.ok) throw new Error(`settings answered ${saved.status}`);
      });
      await page.goto("/");
      await page.getByRole("link", { name: "Diario" }).first().click();
      await page.getByRole("heading", { name: "Algo ha fallado" }).waitFor();
      await page.getByRole("button", { name: "Volver a cargar" }).waitFor();
    } finally {
      await page.context().unroute(broken);
    }
  });
});
