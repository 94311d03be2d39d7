import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import {
  DESKTOP, PHONE, expectNoSeriousA11yViolations, newPage, newParent, openBrowser, registerThroughApi, type BrowserSession,
} from "./browser";

/**
 * Growly in the parent's language (docs/decisions/0012-translations-with-lingui.md): what differs by language — the
 * words, <html lang>, the layout of longer words — not every flow again. The journeys run with every language on
 * (scripts/test.mjs sets GROWLY_LANGUAGES).
 */
const sessions: BrowserSession[] = [];
afterAll(async () => {
  for (const session of sessions) await session.close();
});

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);
const heading = (page: Page) => page.getByRole("heading", { level: 1 }).first().innerText();
const signedInId = (page: Page) =>
  page.evaluate(async () => ((await (await fetch("/api/auth/me")).json()) as { id: number }).id);
const storedLanguage = (page: Page, id: number) =>
  page.evaluate(async (userId) => ((await (await fetch(`/api/user/${userId}/settings`)).json()) as { language: string }).language, id);

describe("a visitor whose browser reads French", () => {
  it("lands on the French page, registers in French, and the new account is French", async () => {
    const session = await openBrowser(PHONE, { locale: "fr-FR" });
    sessions.push(session);
    const page = await newPage(session);
    await page.goto("/");
    await page.waitForURL((url) => url.pathname === "/fr/");
    expect(await htmlLang(page)).toBe("fr");
    const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) =>
      links.map((link) => link.getAttribute("hreflang")),
    );
    expect(alternates).toEqual(expect.arrayContaining(["en", "es", "fr", "de", "x-default"]));
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(/\/fr\/$/);
    await expectNoSeriousA11yViolations(page);

    await page.goto("/register");
    expect(await htmlLang(page)).toBe("fr");
    const parent = newParent();
    await page.locator('input[autocomplete="username"]').fill(parent.username);
    await page.locator('input[type="email"]').fill(parent.email);
    await page.locator('input[type="password"]').first().fill(parent.password);
    await page.locator('button[type="submit"]').click();
    await page.waitForURL("**/onboarding");
    expect(await htmlLang(page)).toBe("fr");
    expect(await storedLanguage(page, await signedInId(page))).toBe("fr");
  });
});

describe.each([
  ["a phone", PHONE],
  ["a laptop", DESKTOP],
])("a parent on %s", (_name, viewport) => {
  it("switches to Español in Settings: every screen follows, and it stays after a reload", async () => {
    const session = await openBrowser(viewport);
    sessions.push(session);
    const page = await newPage(session);
    await registerThroughApi(page);
    await page.goto("/settings");
    const englishHeading = await heading(page);
    await page.getByLabel("Language").selectOption("es");
    await page.waitForFunction(() => document.documentElement.lang === "es");
    await expect.poll(() => heading(page)).not.toBe(englishHeading);
    expect(await page.getByLabel("Idioma").inputValue()).toBe("es");
    await expectNoSeriousA11yViolations(page);

    for (const screen of ["/", "/lessons-overview", "/journal", "/stories", "/profile", "/get-help"]) {
      await page.goto(screen);
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      expect(await htmlLang(page), screen).toBe("es");
      await expectNoSeriousA11yViolations(page);
    }
    await page.goto("/");
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    if (viewport === PHONE) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR ?? "/tmp"}/growly-home-es.png` });
  });
});
