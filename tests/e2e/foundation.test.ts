import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import {
  DESKTOP,
  expectBrowserErrors,
  expectNoSeriousA11yViolations,
  newPage,
  newParent,
  openBrowser,
  registerThroughApi,
  registerThroughForm,
  type BrowserSession,
} from "./browser";
import { serverUrl } from "./server";

let session: BrowserSession;

/** The landing page never says an account must wait: its waitlist is launch news. */
async function landingSaysAccountsAreOpen(page: Page): Promise<void> {
  const closing = page.getByRole("region", { name: "Ready to get started?" });
  await closing
    .getByText("Try a lesson now, or create your account today: your first", { exact: false })
    .waitFor();
  await page.getByRole("link", { name: "Get launch news" }).waitFor();
  expect(await page.getByText(/ready for you|early access/i).count()).toBe(0);
  await expectNoSeriousA11yViolations(page);
}

beforeAll(async () => {
  session = await openBrowser();
});
afterAll(async () => {
  await session?.close();
});

describe("signed-out visitor", () => {
  it("paints the landing page from the server before any script runs", async () => {
    const page = await newPage(session);
    await page.route("**/*.js", (route) => route.abort());
    expectBrowserErrors(/Failed to load resource: net::ERR_FAILED/);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    for (const heading of [
      "Designed with You in Mind",
      "How It Works",
      "Transparent Pricing",
      "Ready to get started?",
    ]) {
      expect(await page.getByRole("heading", { name: heading }).count()).toBeGreaterThan(0);
    }
    await page.close();
  });

  it("fetches the app's script only after the landing page has painted, then hydrates it in place", async () => {
    const page = await newPage(session);
    await page.goto("/");
    await page.waitForFunction(() =>
      performance.getEntriesByType("resource").some((resource) => /\/assets\/index-[^/]+\.js$/.test(resource.name)),
    );
    const [paintedAt, requestedAt] = await page.evaluate(() => [
      performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
      performance.getEntriesByType("resource").find((resource) => /\/assets\/index-[^/]+\.js$/.test(resource.name))
        ?.startTime ?? Number.NaN,
    ]);
    expect(requestedAt).toBeGreaterThanOrEqual(paintedAt as number);
    // Hydrated in place, with the landing page's own small tree: the app's chunks (its data layer, its router) are not
    // fetched (docs/decisions/0012-translations-with-lingui.md). Its links are real links: the waitlist opens as a page
    // of its own, which starts the app.
    await page.waitForFunction(() =>
      Object.keys(document.getElementById("root") ?? {}).some((key) => key.startsWith("__reactContainer")),
    );
    expect(
      await page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .some((resource) => /\/assets\/app-start-[^/]+\.js$/.test(resource.name)),
      ),
    ).toBe(false);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByRole("link", { name: "Join Waitlist" }).filter({ visible: true }).first().click();
    await page.waitForURL("**/waitlist");
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBeUndefined();
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it("joins the waitlist from the landing page and sees the confirmation", async () => {
    const page = await newPage(session);
    await page.goto("/");
    // True words: an account can be made today; the waitlist is one email at launch.
    await landingSaysAccountsAreOpen(page);
    const closing = page.getByRole("region", { name: "Ready to get started?" });
    await closing.getByRole("link", { name: "Create account" }).click();
    await page.waitForURL("**/register");
    await page.goBack();
    await page.getByRole("link", { name: "Join Waitlist" }).filter({ visible: true }).first().click();
    await page.waitForURL("**/waitlist");
    await page.getByText("One email with our launch news, nothing else. No need to wait for it: you can create an account today.").waitFor();
    await page.getByLabel("Email").fill(newParent().email);
    await page.getByRole("button", { name: "Join Waitlist" }).click();
    await page.getByRole("heading", { name: "You're In!" }).waitFor();
    await page.getByRole("link", { name: "Back to Home" }).click();
    await page.getByRole("heading", { name: "Transparent Pricing" }).waitFor();
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it("says on a laptop too that an account can be made today, and its closing Create account opens the form", async () => {
    const laptop = await openBrowser(DESKTOP);
    try {
      const page = await newPage(laptop);
      await page.goto("/");
      await landingSaysAccountsAreOpen(page);
      await page.getByRole("region", { name: "Ready to get started?" }).getByRole("link", { name: "Create account" }).focus();
      await page.keyboard.press("Enter");
      await page.waitForURL("**/register");
      expect(page.errors).toEqual([]);
    } finally {
      await laptop.close();
    }
  });

  it("serves pages compressed, hashed assets as immutable, and never the raw HTML files", async () => {
    const base = serverUrl();
    const landing = await fetch(`${base}/`, { headers: { "accept-encoding": "br" } });
    expect(landing.headers.get("content-encoding")).toBe("br");
    const html = await landing.text();
    const script = html.match(/\/assets\/[^"]+\.js/)?.[0];
    expect(script).toBeDefined();
    const asset = await fetch(`${base}${script}`);
    expect(asset.headers.get("cache-control")).toContain("immutable");
    // /index.html is the app shell the service worker keeps for offline use, answered as every page is (never
    // revalidated from disk with a max-age): the landing page's markup is not in it.
    const raw = await fetch(`${base}/index.html`);
    expect(raw.status).toBe(200);
    expect(raw.headers.get("cache-control")).toBe("no-cache");
    const shell = await raw.text();
    // Only the loading screen (app/full-page-loading.tsx) is in its #root.
    expect(shell).toMatch(/<div id="root"><div role="status" aria-label="Loading"[^>]*>.*?<\/div><\/div>/);
    expect(shell).not.toContain("Transparent Pricing");
  });

  it("shows the landing page for an unknown path", async () => {
    const page = await newPage(session);
    await page.goto("/somewhere/else");
    await page.getByRole("heading", { name: "Transparent Pricing" }).waitFor();
    await page.close();
  });

  it("says a wrong password beside the form, with no status code", async () => {
    const page = await newPage(session);
    const parent = await registerThroughForm(page);
    await page.context().clearCookies();
    await page.goto("/login");
    await page.getByLabel("Email").fill(parent.email);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Log In" }).click();
    await page.locator("form").getByRole("alert").getByText("Login failed: Invalid email or password").waitFor();
    expect(await page.getByText("401").count()).toBe(0);
    expect(page.url()).toMatch(/\/login$/);
    // Focus is back on the password, ready for another try.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("type"))).toBe("password");
    await page.close();
  });

  it("logs in and lands on home, whose greeting welcomes them (no toast repeats it)", async () => {
    const page = await newPage(session);
    const parent = await registerThroughForm(page);
    await page.context().clearCookies();
    await page.goto("/login");
    await page.getByLabel("Email").fill(parent.email.toUpperCase());
    await page.getByLabel("Password").fill(parent.password);
    await page.getByRole("button", { name: "Log In" }).click();
    await page.getByRole("heading", { name: new RegExp(`${parent.username}!`) }).waitFor();
    expect(await page.getByText("You've successfully logged in.").count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe("/");
    await page.context().clearCookies();
    await page.close();
  });
});

describe("signed-in parent", () => {
  it("registers and sees the signed-in shell, with no toast over onboarding's welcome", async () => {
    const page = await newPage(session);
    const parent = await registerThroughForm(page);
    expect(await page.getByText("Your account has been created successfully.").count()).toBe(0);
    await page.getByRole("navigation", { name: "Bottom navigation" }).waitFor();
    expect(await page.getByRole("heading", { name: new RegExp(`, ${parent.username}!$`) }).count()).toBe(1);
    expect(page.errors).toEqual([]);
    await page.context().clearCookies();
    await page.close();
  });

  it("sees Page Not Found with Go Home and Go Back on an unknown path", async () => {
    const page = await newPage(session);
    await registerThroughApi(page);
    await page.goto("/no-such-screen");
    await page.getByRole("heading", { name: "Page Not Found" }).waitFor();
    await page.getByRole("button", { name: "Go Back" }).waitFor();
    await page.getByRole("link", { name: "Go Home" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.context().clearCookies();
    await page.close();
  });

  it("uses the side menu by keyboard, with scrolling locked while it is open", async () => {
    const page = await newPage(session);
    await registerThroughApi(page);
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("dialog", { name: "Menu" });
    await menu.waitFor();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "detached" });
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");

    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("link", { name: "Lessons" }).focus();
    await page.keyboard.press("Enter");
    await page.waitForURL("**/lessons-overview");
    await menu.waitFor({ state: "detached" });

    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("button", { name: "Close" }).click();
    await menu.waitFor({ state: "detached" });
    await page.context().clearCookies();
    await page.close();
  });

  it("gives focus back to the menu button when Settings or Help, opened from the menu, closes", async () => {
    const page = await newPage(session);
    await registerThroughApi(page);
    await page.goto("/");
    const focusedName = () =>
      page.evaluate(
        () => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent ?? "",
      );
    for (const [entry, title] of [
      ["Settings", "Settings"],
      ["Help and Support", "Help and Support"],
    ] as const) {
      for (const close of ["Escape", "Close"] as const) {
        await page.getByRole("button", { name: "Open menu" }).click();
        await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: entry }).click();
        const dialog = page.getByRole("dialog", { name: title });
        await dialog.waitFor();
        if (close === "Escape") await page.keyboard.press("Escape");
        else await dialog.getByRole("button", { name: "Close" }).click();
        await dialog.waitFor({ state: "detached" });
        // The dialog library gives focus back in a task after the dialog has left the page.
        await expect.poll(focusedName, { message: `${entry}, closed by ${close}` }).toBe("Open menu");
      }
    }
    await page.context().clearCookies();
    await page.close();
  });

  it("logs out from the settings dialog and returns to the landing page", async () => {
    const page = await newPage(session);
    await registerThroughApi(page);
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("button", { name: "Settings" }).click();
    await page.getByRole("button", { name: "Sign Out" }).click();
    await page.getByText("You have been signed out of your account.").waitFor();
    await page.getByRole("heading", { name: "Transparent Pricing" }).waitFor();
    const me = await page.evaluate(async () => (await fetch("/api/auth/me")).status);
    expect(me).toBe(401);
    await page.close();
  });
});

describe("accessibility", () => {
  for (const viewport of [undefined, DESKTOP]) {
    it(`has no serious or critical axe violations on the signed-out screens (${viewport ? "desktop" : "phone"})`, async () => {
      const page = await newPage(session);
      if (viewport) await page.setViewportSize(viewport);
      for (const path of ["/", "/login", "/register", "/waitlist"]) {
        await page.goto(path);
        await page.getByRole("heading").first().waitFor();
        await expectNoSeriousA11yViolations(page);
      }
      await page.close();
    });
  }

  it("has no serious or critical axe violations on Page Not Found", async () => {
    const page = await newPage(session);
    await registerThroughApi(page);
    await page.goto("/missing-page");
    await page.getByRole("heading", { name: "Page Not Found" }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.context().clearCookies();
    await page.close();
  });
});
