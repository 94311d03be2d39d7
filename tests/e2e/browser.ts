import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, afterEach, expect } from "vitest";
import { serverUrl } from "./server";

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/** Where journeys write the screenshots a person looks at: SCREENSHOTS_DIR, else the system's temporary folder. */
export const SCREENSHOTS = process.env.SCREENSHOTS_DIR ?? os.tmpdir();

export interface BrowserSession {
  context: BrowserContext;
  close(): Promise<void>;
}

let devices = 0;
/**
 * Each browser is its own device on its own address (the e2e server trusts X-Forwarded-For), so the journeys
 * together do not trip the per-address registration limit that one real household never reaches.
 */
function nextDeviceAddress(): string {
  devices += 1;
  return `10.${process.pid % 250}.${Math.floor(devices / 250)}.${(devices % 250) + 1}`;
}

/**
 * Console errors and page errors of every page any journey opens, whichever helper opened it. One shared hook fails
 * the test they happened in, so no journey has to remember to look.
 */
const unexpectedErrors: string[] = [];
/** Errors the running test causes on purpose (see `expectBrowserErrors`). */
let expectedErrors: RegExp[] = [];

afterEach(() => {
  const found = unexpectedErrors.splice(0).filter((error) => !expectedErrors.some((pattern) => pattern.test(error)));
  expectedErrors = [];
  expect(found, "console errors or page errors in the browser").toEqual([]);
});

/** For the running test only: errors matching `pattern` are its own doing (it blocked scripts, cut the network). */
export function expectBrowserErrors(pattern: RegExp): void {
  expectedErrors.push(pattern);
}

/** A 4xx answer is expected in journeys (a wrong password, a locked lesson); the browser logs it as an error. */
const isExpectedHttpRefusal = (text: string) => /status of 4\d\d/.test(text);

/**
 * Set by `npm run coverage:browser` (scripts/coverage-browser.mjs): every page records which of the app's code ran,
 * and writes it here as raw V8 coverage before each full navigation (a new document drops the old one's scripts)
 * and when it closes.
 */
const coverageDir = process.env.GROWLY_BROWSER_COVERAGE_DIR;
const coverageStarted = new WeakMap<Page, Promise<void>>();
/** Asset URLs are content-hashed, so one copy of each script's source is enough; the report fills in the rest. */
const sourcesWritten = new Set<string>();
let coverageFiles = 0;

async function saveCoverage(page: Page): Promise<void> {
  const started = coverageStarted.get(page);
  if (!coverageDir || !started || page.isClosed()) return;
  coverageStarted.delete(page);
  await started;
  const entries = (await page.coverage.stopJSCoverage())
    .filter((entry) => new URL(entry.url, "http://x").pathname.startsWith("/assets/"))
    .map((entry) => {
      if (sourcesWritten.has(entry.url)) return { ...entry, source: undefined };
      sourcesWritten.add(entry.url);
      return entry;
    });
  if (entries.length === 0) return;
  coverageFiles += 1;
  fs.writeFileSync(path.join(coverageDir, `${process.pid}-${coverageFiles}.json`), JSON.stringify(entries));
}

function startCoverage(page: Page): void {
  coverageStarted.set(page, page.coverage.startJSCoverage({ resetOnNavigation: false }));
}

/**
 * Whether the app runs the page: no app root (not an app page), or a root whose every element React has rendered or
 * hydrated (React keeps its fiber on each element it owns; the server's markup has none until hydrated).
 */
export function appIsLive(): boolean {
  const root = document.getElementById("root");
  if (!root) return document.readyState !== "loading";
  const elements = [...root.querySelectorAll("*")];
  return elements.length > 0 && elements.every((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber")));
}

const keepsNoScreenshots = process.env.CI === "true";

/** Everything each page of a browser goes through: error watching, and coverage when it is being measured. */
function watchPage(page: Page): void {
  // A journey's screenshots are for a person looking at its screens; CI keeps none, so there it draws none.
  if (keepsNoScreenshots) page.screenshot = async () => Buffer.alloc(0);
  page.on("pageerror", (error) => unexpectedErrors.push(`page error: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error" && !isExpectedHttpRefusal(message.text())) unexpectedErrors.push(`console error: ${message.text()}`);
  });
  // A signed-in screen comes rendered by the server and is then hydrated (src/client/main.tsx): a journey acts on the
  // live app, so a load returns once every element in the app's root is React's (tests/e2e/server-rendering.test.ts
  // looks at the page before that).
  // A load that asks only for the document (`waitUntil: "domcontentloaded"` or "commit") returns as Playwright's does:
  // a journey that keeps the scripts from running looks at the server's markup alone.
  const live = async <T>(response: T, waitUntil?: string): Promise<T> => {
    if (waitUntil === "domcontentloaded" || waitUntil === "commit") return response;
    await page.waitForFunction(appIsLive, null, { timeout: 15_000, polling: 50 });
    return response;
  };
  const load = page.goto.bind(page);
  page.goto = async (url, options) => live(await load(url, options), options?.waitUntil);
  const reloadPage = page.reload.bind(page);
  page.reload = async (options) => live(await reloadPage(options), options?.waitUntil);
  if (!coverageDir) return;
  startCoverage(page);
  const close = page.close.bind(page);
  page.close = async (options) => {
    await saveCoverage(page);
    return close(options);
  };
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    await saveCoverage(page);
    startCoverage(page);
    return goto(url, options);
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    await saveCoverage(page);
    startCoverage(page);
    return reload(options);
  };
}

/** Debian Chromium with the flags this machine needs (docs/code-style.md#known-traps). */
const CHROMIUM_ARGS = [
  "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync",
];

/**
 * One Chromium per test file, started at its first journey and closed after its last; each journey's device is a
 * fresh context in it, with its own cookies, storage, service workers and caches (a new profile per device cost a
 * second of a busy machine each time).
 */
let browser: Promise<Browser> | undefined;
afterAll(async () => {
  const running = browser;
  browser = undefined;
  if (running) await (await running).close();
});

/**
 * A new device: its own cookies, storage, service workers and caches, on its own address. `timezoneId` and `locale`
 * make it a device elsewhere in the world (its clock zone, its languages); `touch` makes it a phone with a touch screen.
 */
export async function openBrowser(
  viewport = PHONE,
  place: { timezoneId?: string; locale?: string; touch?: boolean; baseURL?: string } = {},
): Promise<BrowserSession> {
  browser ??= chromium.launch({ executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium", headless: true, args: CHROMIUM_ARGS });
  const { touch, baseURL = serverUrl(), ...where } = place;
  const context = await (await browser).newContext({
    viewport,
    // `touch`: a phone's touch screen (a coarse pointer, touch events), as a parent's phone has.
    ...(touch && { hasTouch: true, isMobile: true }),
    ...where,
    baseURL,
    extraHTTPHeaders: { "X-Forwarded-For": nextDeviceAddress() },
  });
  context.on("page", watchPage);
  return {
    context,
    close: async () => {
      for (const page of context.pages()) await saveCoverage(page);
      await context.close();
    },
  };
}

/**
 * A fresh page. Its console errors and page errors fail the test through the shared hook above; `errors` lists
 * this page's own, for a journey that checks at a particular moment.
 */
export async function newPage(session: BrowserSession): Promise<Page & { errors: string[] }> {
  const page = (await session.context.newPage()) as Page & { errors: string[] };
  await coverageStarted.get(page);
  page.errors = [];
  page.on("pageerror", (error) => page.errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" && !isExpectedHttpRefusal(message.text())) page.errors.push(message.text());
  });
  return page;
}

/** Waits until every animation on the page that ends has ended (a toast sliding in, a sheet rising). */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // A toast fading in or out is half transparent for a moment; judge the settled page.
  await settleAnimations(page);
  // Axe in the page itself (legacy mode: no blank page opened to gather frames' results; the app has no frames) and
  // details for violations only: the same rules and findings at about a sixth of the time (docs/benchmarks.md).
  const results = await new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ["violations"] }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`);
  expect(serious).toEqual([]);
}

let counter = 0;
/** A unique new parent for a journey. */
export function newParent() {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1e4)}`;
  return { username: `parent${tag}`.slice(0, 40), email: `parent.${tag}@example.com`, password: "bedtime-stories" };
}

export async function registerThroughForm(page: Page, parent = newParent(), childAge?: string) {
  // A journey starts signed out, whatever the one before it left behind.
  await page.context().clearCookies();
  await page.goto("/register");
  await page.getByLabel("Username").fill(parent.username);
  await page.getByLabel("Email").fill(parent.email);
  await page.getByLabel("Password").fill(parent.password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await completeOnboarding(page, childAge);
  await page.getByRole("heading", { name: new RegExp(`${parent.username}!`) }).waitFor();
  return parent;
}

/** How many years ago a child of each onboarding age group was born, as the journeys name the groups. */
const YEARS_OLD: Record<string, number[]> = {
  "0–2 years": [1],
  "3–5 years": [4],
  "6–8 years": [7],
  "9–12 years": [10],
  "13+ years": [14],
  "Children in more than one age group": [4, 10],
};

/**
 * A new parent lands on onboarding; gives a birth month for a child of the age group named (two children for "more
 * than one"), answers every other question and starts learning.
 */
export async function completeOnboarding(page: Page, childAge = "3–5 years") {
  await page.waitForURL("**/onboarding");
  const group = (name: string) => page.getByRole("group", { name });
  const years = YEARS_OLD[childAge];
  if (!years) throw new Error(`completeOnboarding: no birth month for ${childAge}`);
  for (const [index, age] of years.entries()) {
    if (index > 0) await page.getByRole("button", { name: "Add another child" }).click();
    const month = group("Birth month").nth(index);
    await month.getByRole("combobox", { name: "Month" }).selectOption("01");
    await month.getByRole("combobox", { name: "Year" }).selectOption(String(new Date().getFullYear() - age));
  }
  await group("Who is at home?").getByLabel("Two parents at home").check();
  await group("How do you like to learn?").getByLabel("Practise with scenarios and quizzes").check();
  await group("How much time do you have?").getByLabel("5–10 minutes a day").check();
  await group("What feels hardest right now?").getByLabel("Bedtime battles").check();
  await group("What would you like to get better at?").getByLabel("Stay calm in hard moments").check();
  await page.getByRole("button", { name: "Start Learning" }).click();
  await page.waitForURL((url) => url.pathname === "/");
}

/**
 * A new parent, signed up and onboarded through the API from a signed-out page (the same calls the forms make), for
 * journeys about a later screen; registerThroughForm is the journey through the forms themselves.
 */
export async function registerThroughApi(page: Page, parent = newParent()) {
  await page.context().clearCookies();
  await page.goto("/login");
  await page.evaluate(async (fields) => {
    const send = async (method: string, url: string, body: unknown) => {
      const response = await fetch(url, { method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
      if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}`);
      return response.json() as Promise<{ id: number }>;
    };
    const me = await send("POST", "/api/auth/register", { ...fields, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone });
    await send("PATCH", `/api/user/${me.id}`, {
      onboardingData: {
        childAge: "3-5",
        familyStructure: "two-parent",
        preferredLearningStyle: "interactive",
        availableTime: "5-10-minutes",
        parentingChallenges: ["bedtime"],
        primaryGoals: ["stay-calm"],
      },
    });
  }, parent);
  return parent;
}
