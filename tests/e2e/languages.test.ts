import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import {
  DESKTOP,
  PHONE,
  expectNoSeriousA11yViolations,
  newPage,
  newParent,
  openBrowser,
  registerThroughApi,
  type BrowserSession,
} from "./browser";
import { answerCheck, readLesson } from "./lessons";
import { wordsIn } from "./words";

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
/** Nothing on the page is wider than the screen: no sideways scrolling. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);
const heading = (page: Page) => page.getByRole("heading", { level: 1 }).first().innerText();
const signedInId = (page: Page) =>
  page.evaluate(async () => ((await (await fetch("/api/auth/me")).json()) as { id: number }).id);
const storedLanguage = (page: Page, id: number) =>
  page.evaluate(
    async (userId) => ((await (await fetch(`/api/user/${userId}/settings`)).json()) as { language: string }).language,
    id,
  );

describe("a visitor whose browser reads French", () => {
  it("lands on the French page, registers in French, and the new account is French", async () => {
    const session = await openBrowser(PHONE, { locale: "fr-FR" });
    sessions.push(session);
    const page = await newPage(session);
    await page.goto("/");
    await page.waitForURL((url) => url.pathname === "/fr/");
    expect(await htmlLang(page)).toBe("fr");
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((link) => link.getAttribute("hreflang")));
    expect(alternates).toEqual(expect.arrayContaining(["en", "es", "fr", "de", "x-default"]));
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(/\/fr\/$/);
    // French runs longer than English: the header's and the footer's links wrap, nothing widens the phone's page.
    expect(await scrollsSideways(page)).toBe(false);
    expect(await page.title()).not.toBe("Growly: bite-sized parenting lessons");
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
    const parent = await registerThroughApi(page);
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
    if (viewport === PHONE)
      await page.screenshot({ path: `${process.env.SCREENSHOT_DIR ?? "/tmp"}/growly-home-es.png` });

    // Another device, in English: logging in brings the parent's Spanish before the first signed-in screen draws.
    const other = await openBrowser(viewport, { locale: "en-GB" });
    sessions.push(other);
    const device = await newPage(other);
    await device.goto("/login");
    expect(await htmlLang(device)).toBe("en");
    await device.getByLabel("Email").fill(parent.email);
    await device.getByLabel("Password").fill(parent.password);
    await device.getByRole("button", { name: "Log In" }).click();
    await device.waitForURL((url) => url.pathname === "/");
    expect(await htmlLang(device)).toBe("es");
    await device.getByRole("heading", { level: 1 }).first().waitFor();
    expect(await htmlLang(device)).toBe("es");
  });
});

describe("a visitor whose browser reads Spanish", () => {
  it("tries the first lesson in Spanish on a phone: wrong answer, feedback sheet and celebration in Spanish", async () => {
    const es = wordsIn("es");
    const lesson = readLesson<{ options: string[]; correctAnswer: number }>("01-", "es");
    const lead = lesson.lead?.length ?? 0;
    const session = await openBrowser(PHONE, { locale: "es-MX" });
    sessions.push(session);
    const page = await newPage(session);
    await page.goto("/");
    await page.waitForURL((url) => url.pathname === "/es/");
    await page
      .getByRole("link", { name: es("Try a 5-minute lesson") })
      .first()
      .click();
    await page.waitForURL("**/try");
    expect(await htmlLang(page)).toBe("es");
    await page.getByText(es("{cardNumber} of {count}", { cardNumber: 1, count: lead }), { exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page);
    for (let card = 1; card <= lead; card += 1) {
      await page.getByText(es("{cardNumber} of {count}", { cardNumber: card, count: lead }), { exact: true }).waitFor();
      await answerCheck(page, lesson.lead?.[card - 1], es);
      await page.getByRole("button", { name: card < lead ? es("Next") : es("Let's practise"), exact: true }).click();
    }
    const wrong = lesson.content.options[(lesson.content.correctAnswer + 1) % lesson.content.options.length]!;
    await page.getByRole("radio", { name: wrong }).click();
    await page.getByRole("button", { name: es("Submit Answer") }).click();
    await page
      .getByRole("button", { name: es("Complete Lesson") })
      .first()
      .waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `${process.env.SCREENSHOT_DIR ?? "/tmp"}/growly-feedback-es.png` });
    await page
      .getByRole("button", { name: es("Complete Lesson") })
      .first()
      .click();
    const celebration = page.getByRole("region", { name: es("Lesson complete!") });
    await celebration.getByRole("heading", { name: es("Your practice for this week") }).waitFor();
    await expectNoSeriousA11yViolations(page);

    // The landing page's language menu opens the page in the language picked, at its own address.
    await page.goto("/es/");
    await page.getByLabel(es("Language")).selectOption("de");
    await page.waitForURL((url) => url.pathname === "/de/");
    expect(await htmlLang(page)).toBe("de");
  });
});

describe("German at 320 px with Large text", () => {
  it("fits every main screen without sideways scrolling", async () => {
    const session = await openBrowser({ width: 320, height: 700 });
    sessions.push(session);
    const page = await newPage(session);
    await registerThroughApi(page);
    await page.evaluate(async () => {
      const { id } = (await (await fetch("/api/auth/me")).json()) as { id: number };
      await fetch(`/api/user/${id}/settings`, {
        method: "PATCH",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ language: "de", fontSize: "large" }),
      });
    });
    for (const screen of [
      "/",
      "/lessons-overview",
      "/journal",
      "/stories",
      "/profile",
      "/settings",
      "/get-help",
      "/progress",
    ]) {
      await page.goto(screen);
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      await page.waitForFunction(() => document.documentElement.lang === "de");
      expect(await scrollsSideways(page), screen).toBe(false);
    }
  });
});

describe("the pseudo language", () => {
  it("shows no text written outside the catalogs on the signed-out forms and the parent's own screens", async () => {
    const session = await openBrowser(DESKTOP);
    sessions.push(session);
    const page = await newPage(session);
    const parent = await registerThroughApi(page);
    await session.context.addCookies([{ name: "growly_language", value: "pseudo", url: page.url() }]);
    /** Visible words of four or more plain letters: English that no catalog translated. */
    const plainWords = () =>
      page.evaluate(() => {
        const found: string[] = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const element = node.parentElement;
          if (!element || element.closest("script, style, [aria-hidden='true'], .sr-only, option")) continue;
          if (!element.checkVisibility()) continue;
          for (const word of node.textContent?.match(/[A-Za-z]{4,}/g) ?? []) found.push(word);
        }
        return found;
      });
    // Dates come from Intl, which writes the development language's in English (src/shared/i18n/locales.ts).
    const monthsAndDays = [...Array(12).keys()].flatMap((month) =>
      ["long", "short"].map((width) =>
        new Date(2026, month, 1).toLocaleString("en-US", { month: width as "long" | "short" }),
      ),
    );
    const weekdays = [...Array(7).keys()].flatMap((day) =>
      ["long", "short"].map((width) =>
        new Date(2026, 10, 22 + day).toLocaleString("en-US", { weekday: width as "long" | "short" }),
      ),
    );
    const allowed = new Set(["Growly", parent.username, ...monthsAndDays, ...weekdays]);
    for (const screen of ["/settings", "/journal", "/subscription", "/progress"]) {
      await page.goto(screen);
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      expect(
        (await plainWords()).filter((word) => !allowed.has(word) && !parent.username.includes(word)),
        screen,
      ).toEqual([]);
    }
    await session.context.clearCookies();
    await session.context.addCookies([{ name: "growly_language", value: "pseudo", url: page.url() }]);
    for (const screen of ["/login", "/register", "/waitlist", "/forgot-password"]) {
      await page.goto(screen);
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      expect(
        (await plainWords()).filter((word) => !allowed.has(word)),
        screen,
      ).toEqual([]);
    }
  });
});

describe("the right-to-left pseudo language", () => {
  it("sends its pages right to left from the server, and the app turns back left to right after a switch", async () => {
    const session = await openBrowser(PHONE);
    sessions.push(session);
    const page = await newPage(session);
    await page.goto("/login");
    await session.context.addCookies([{ name: "growly_language", value: "pseudo-rtl", url: page.url() }]);
    // The page as the server sends it, before any script runs.
    const sent = await (await page.request.get("/login")).text();
    expect(sent).toMatch(/<html lang="pseudo-rtl" dir="rtl"/);
    await page.goto("/login");
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe("rtl");
    expect(await heading(page)).toContain("\u202e");

    await page.getByRole("combobox").first().selectOption("en");
    await page.getByRole("heading", { level: 1, name: "Welcome back" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe("");
    expect(await htmlLang(page)).toBe("en");
  });
});
