import type { Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  DESKTOP,
  PHONE,
  type BrowserSession,
  expectBrowserErrors,
  newPage,
  newParent,
  openBrowser,
  registerThroughApi,
  SCREENSHOTS,
  settleAnimations,
} from "./browser";
import { answerCheck, completeLessonsBefore, readLesson, readThroughLead } from "./lessons";

/**
 * Nothing a parent does offline is lost, every sentence on screen is true, and help is one tap away: tried as a tired
 * parent would, on a touch phone (390 px) and a laptop (1280 px).
 */
const first = readLesson<{ options: string[]; correctAnswer: number }>("01-");
const sortingLesson = readLesson<{
  items: Array<{ id: string; text: string }>;
  categories: Array<{ id: string; label: string }>;
  correctMapping: Record<string, string>;
}>("06-");
const sorting = { ...sortingLesson, ...sortingLesson.content };

const SHOTS = SCREENSHOTS;

/** Offline, Chromium logs every request it could not make; those are the point of these journeys, not faults. */
const OFFLINE_NOISE = /net::ERR_|Failed to fetch|status of 4\d\d/;

/** Waits until the service worker controls the page (it claims the page on its first install), for up to 20 s. */
async function controlledByServiceWorker(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return true;
    await new Promise((resolve) => {
      navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true });
      setTimeout(resolve, 20_000);
    });
    return navigator.serviceWorker.controller !== null;
  });
}

async function xpOf(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const me = (await (await fetch("/api/auth/me", { cache: "no-store" })).json()) as { id: number };
    return ((await (await fetch(`/api/user/${me.id}?fresh=${Date.now()}`)).json()) as { xp: number }).xp;
  });
}

/** A signed-in parent whose app works offline: the service worker controls the page and has fetched ahead. */
async function readyForOffline(page: Page) {
  const parent = await registerThroughApi(page);
  await page.goto("/");
  expect(await controlledByServiceWorker(page)).toBe(true);
  await page.reload();
  await page.waitForLoadState("networkidle");
  return parent;
}

async function openFirstLesson(page: Page) {
  await page.getByRole("link", { name: `Start Activity: ${first.title}` }).click();
  await page.getByRole("link", { name: "Start Lesson" }).click();
  await page.waitForURL(`**/lessons/${first.levelId}/lesson/${first.id}/old`);
}

const leadCount = first.lead?.length ?? 0;
const wrong = first.content.options.find((_, index) => index !== first.content.correctAnswer) ?? "";
const right = first.content.options[first.content.correctAnswer] ?? "";

describe("offline, every tap is kept (touch phone)", () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser(PHONE, { touch: true });
  });
  afterAll(async () => {
    await session?.close();
  });
  beforeEach(() => expectBrowserErrors(OFFLINE_NOISE));

  it("resumes an offline reload at the same card, and with the same answer", async () => {
    expect(leadCount).toBeGreaterThanOrEqual(4);
    const page = await newPage(session);
    await readyForOffline(page);
    await openFirstLesson(page);
    await page.getByText(`1 of ${leadCount}`, { exact: true }).waitFor();
    await answerCheck(page, first.lead?.[0]);
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await page.getByText(`2 of ${leadCount}`, { exact: true }).waitFor();

    // The signal goes at card 2; the parent reads on two cards, then the page is reloaded with no connection.
    // The route refuses the page's own saves while "offline". A save sent with keepalive as the page goes passes both
    // Chromium's offline mode and routes, so this journey proves the place arrives, not which of the page's ways
    // (the lesson's own retry, or the reconnect's sending of unsent places) brought it.
    let offline = true;
    const attemptSaves = `**/api/user/*/lessons/${first.id}/attempt`;
    await session.context.route(attemptSaves, (route) =>
      offline && route.request().method() === "PUT" ? route.abort("internetdisconnected") : route.fallback(),
    );
    await session.context.setOffline(true);
    for (const card of [3, 4]) {
      await answerCheck(page, first.lead?.[card - 2]);
      await page.getByRole("button", { name: "Next", exact: true }).click();
      await page.getByText(`${card} of ${leadCount}`, { exact: true }).waitFor();
    }
    await page.reload();
    await page.getByText(`4 of ${leadCount}`, { exact: true }).waitFor();
    await page.getByText("Welcome back! We kept your place.").waitFor();
    await page.screenshot({ path: `${SHOTS}/offline-reload-same-card.png` });

    // On to the question, a wrong answer picked, and another reload offline: the same answer is still picked.
    for (let card = 4; card <= leadCount; card += 1) {
      await answerCheck(page, first.lead?.[card - 1]);
      await page.getByRole("button", { name: card < leadCount ? "Next" : "Let's practise", exact: true }).click();
    }
    await page.getByRole("radio", { name: wrong }).click();
    await expect.poll(() => page.getByRole("radio", { name: wrong }).isChecked()).toBe(true);
    await page.reload();
    await page.getByText("Welcome back! We kept your place.").waitFor();
    await expect.poll(() => page.getByRole("radio", { name: wrong }).isChecked(), { timeout: 15_000 }).toBe(true);
    await page.screenshot({ path: `${SHOTS}/offline-reload.png` });

    // Still offline the parent goes home and the lesson closes; back online, the place kept through the offline
    // reload reaches the server by itself, with no lesson open and no further tap.
    const lessonUrl = page.url();
    await page.goto("/");
    await page.getByRole("link", { name: `Continue Activity: ${first.title}` }).waitFor();
    offline = false;
    await session.context.setOffline(false);
    await expect
      .poll(
        () =>
          page.evaluate(async (lessonId) => {
            const me = (await (await fetch("/api/auth/me", { cache: "no-store" })).json()) as { id: number };
            const answer = await fetch(`/api/user/${me.id}/lessons/${lessonId}/attempt?fresh=${Date.now()}`);
            return ((await answer.json()) as { attempt: { state: { screen: string } } | null }).attempt?.state.screen;
          }, first.id),
        { timeout: 15_000 },
      )
      // Offline the server last heard of card 2 of the reading; the device's place is at the question.
      .toBe("activity");
    // The place the device kept is the one that stays.
    await page.goto(lessonUrl);
    await expect.poll(() => page.getByRole("radio", { name: wrong }).isChecked(), { timeout: 15_000 }).toBe(true);

    // Started now, so home says Continue Activity (before it, Start Activity).
    await page.goto("/");
    await page.getByRole("link", { name: `Continue Activity: ${first.title}` }).waitFor();
    await session.context.unroute(attemptSaves);
    await page.context().clearCookies();
    await page.close();
  });

  it("shows a lesson finished offline as finished and waiting to sync after an offline reload, and syncs it once", async () => {
    const page = await newPage(session);
    await readyForOffline(page);
    expect(await xpOf(page)).toBe(0);
    await session.context.setOffline(true);
    await openFirstLesson(page);
    await readThroughLead(page, first);
    await page.getByRole("radio", { name: right }).click();
    await page.getByRole("button", { name: "Submit Answer" }).click();
    await page.getByRole("button", { name: "Complete Lesson" }).click();
    await page.getByText("Saved on this phone — it will sync").waitFor();

    await page.reload();
    await page.getByRole("heading", { name: "Lesson complete!" }).waitFor();
    await page.getByText("Saved on this phone — it will sync").waitFor();
    expect(await page.getByText("Welcome back! We kept your place.").count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/offline-reload-finished.png` });

    // Home counts the lesson and shows its XP as waiting to sync.
    await page.goto("/");
    await page.getByText(`+${first.xpReward} waiting to sync`).waitFor();

    // Back online: sent once, the XP counted once, and nothing waits any more.
    await session.context.setOffline(false);
    await expect.poll(() => xpOf(page), { timeout: 20_000 }).toBe(first.xpReward);
    await page.goto("/");
    await page.getByText("Day Streak").waitFor();
    expect(await page.getByText("waiting to sync").count()).toBe(0);
    expect(await xpOf(page)).toBe(first.xpReward);
    await page.context().clearCookies();
    await page.close();
  });
});

describe("this device, not this phone, on a laptop", () => {
  it("says the finished lesson is saved on this device", async () => {
    expectBrowserErrors(OFFLINE_NOISE);
    const session = await openBrowser(DESKTOP);
    try {
      const page = await newPage(session);
      await readyForOffline(page);
      await session.context.setOffline(true);
      await openFirstLesson(page);
      await readThroughLead(page, first);
      await page.getByRole("radio", { name: right }).click();
      await page.getByRole("button", { name: "Submit Answer" }).click();
      await page.getByRole("button", { name: "Complete Lesson" }).click();
      await page.getByText("Saved on this device — it will sync").waitFor();
      expect(await page.getByText("this phone").count()).toBe(0);
      await session.context.setOffline(false);
    } finally {
      await session.close();
    }
  });
});

describe("true words, help in reach", () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`says a failed login beside the form with no status code, and welcomes without a toast (${viewport.width} px)`, async () => {
      const session = await openBrowser(viewport);
      try {
        const page = await newPage(session);
        const parent = await registerThroughApi(page);
        await page.context().clearCookies();
        await page.goto("/login");
        await page.getByLabel("Email").fill(parent.email);
        await page.getByLabel("Password").fill("not-the-password");
        await page.getByRole("button", { name: "Log In" }).click();
        const alert = page.locator("form").getByRole("alert");
        await alert.waitFor();
        expect(await alert.textContent()).toBe("Login failed: Invalid email or password");
        // It stays (no timer), and no status code shows anywhere.
        await settleAnimations(page);
        expect(await page.locator("body").innerText()).not.toMatch(/\b[45]\d\d\b/);
        await page.screenshot({ path: `${SHOTS}/failed-login-${viewport.width}.png` });
        if (viewport === PHONE) await page.screenshot({ path: `${SHOTS}/failed-login.png` });

        await page.getByLabel("Password").fill(parent.password);
        await page.getByRole("button", { name: "Log In" }).click();
        await page.getByRole("heading", { name: new RegExp(`${parent.username}!`) }).waitFor();
        expect(await page.getByText("You've successfully logged in.").count()).toBe(0);
      } finally {
        await session.close();
      }
    });
  }

  it("reaches Get help now in one tap from home, the lessons overview, a lesson and onboarding (390 px)", async () => {
    const session = await openBrowser(PHONE, { touch: true });
    try {
      const page = await newPage(session);
      await registerThroughApi(page);
      const oneTap = async (from: string, control: () => ReturnType<Page["getByRole"]>) => {
        await page.goto(from);
        const help = control();
        await help.waitFor();
        const box = await help.boundingBox();
        // In the first screen, no scrolling or menu needed.
        expect(box && box.y >= 0 && box.y + box.height <= PHONE.height, `${from}: Get help now in view`).toBe(true);
        await help.tap();
        await page.waitForURL("**/get-help");
        await page.getByRole("heading", { name: "Get help now" }).waitFor();
      };
      await page.goto("/");
      await page.getByText("Day Streak").waitFor();
      await page.screenshot({ path: `${SHOTS}/get-help-first-screen.png` });
      await oneTap("/", () => page.getByRole("banner").getByRole("link", { name: "Get help now" }));
      await oneTap("/lessons-overview", () => page.getByRole("banner").getByRole("link", { name: "Get help now" }));
      await oneTap(`/lessons/${first.levelId}/lesson/${first.id}/old`, () =>
        page.locator("[data-lesson-frame]").getByRole("link", { name: "Get help now" }).first(),
      );

      // A parent who signed up but has not finished onboarding: one tap from the form, and /get-help is help.
      await page.context().clearCookies();
      const parent = newParent();
      await page.goto("/register");
      await page.getByLabel("Username").fill(parent.username);
      await page.getByLabel("Email").fill(parent.email);
      await page.getByLabel("Password").fill(parent.password);
      await page.getByRole("button", { name: "Create Account" }).click();
      await page.waitForURL("**/onboarding");
      await page.getByRole("group", { name: "Birth month" }).waitFor();
      await page.screenshot({ path: `${SHOTS}/get-help-onboarding.png` });
      await oneTap("/onboarding", () => page.getByRole("banner").getByRole("link", { name: "Get help now" }));
      await page.goto("/get-help");
      await page.getByRole("heading", { name: "Get help now" }).waitFor();
      expect(new URL(page.url()).pathname).toBe("/get-help");
      expect(await page.getByRole("button", { name: "Start Learning" }).count()).toBe(0);
    } finally {
      await session.close();
    }
  });

  it("sorts a lesson's replies by touch-drag at 390 px, the drop areas within reach, and tap-then-tap still works", async () => {
    const session = await openBrowser(PHONE, { touch: true });
    try {
      const page = await newPage(session);
      await registerThroughApi(page);
      await page.goto("/");
      await completeLessonsBefore(page, sorting.id);
      await page.goto(`/lessons/${sorting.levelId}/lesson/${sorting.id}/old`);
      await readThroughLead(page, sorting);
      const cdp = await session.context.newCDPSession(page);
      const touch = (type: "touchStart" | "touchMove" | "touchEnd", x: number, y: number) =>
        cdp.send("Input.dispatchTouchEvent", { type, touchPoints: type === "touchEnd" ? [] : [{ x, y }] });
      const [tapped, ...dragged] = sorting.items;
      for (const item of dragged) {
        const reply = page.locator(`[data-item-id="${item.id}"]`);
        await reply.scrollIntoViewIfNeeded();
        const from = (await reply.boundingBox())!;
        const x = from.x + from.width / 2;
        const y = from.y + from.height / 2;
        await touch("touchStart", x, y);
        // Press and hold: the drop areas appear at the foot of the screen, in reach of the thumb.
        const dock = page.locator("[data-drop-dock]");
        await dock.waitFor();
        const target = page.locator(`[data-dock-category="${sorting.correctMapping[item.id]}"]`);
        const to = (await target.boundingBox())!;
        expect(to.y + to.height).toBeLessThanOrEqual(PHONE.height);
        expect(to.y - from.y).toBeLessThan(PHONE.height);
        if (item === dragged[0]) await page.screenshot({ path: `${SHOTS}/sort-drop-areas.png` });
        const steps = 6;
        const toX = to.x + to.width / 2;
        const toY = to.y + to.height / 2;
        for (let step = 1; step <= steps; step += 1) {
          await touch("touchMove", x + ((toX - x) * step) / steps, y + ((toY - y) * step) / steps);
        }
        // The finger rests on the area until it lights up, then lifts. It follows the area: a reply dragged past the
        // screen's edge widens the page for a moment, and the phone's zoom moves the bar.
        let nudge = 0;
        await expect
          .poll(async () => {
            const now = (await target.boundingBox())!;
            nudge = 1 - nudge;
            await touch("touchMove", now.x + now.width / 2 + nudge, now.y + now.height / 2);
            return target.getAttribute("data-over");
          })
          .toBe("true");
        // The reply rides above the bar: under the finger is the card being dropped, not the bar.
        const over = (await target.boundingBox())!;
        const underFinger = await page.evaluate(
          ([fingerX, fingerY]) => document.elementFromPoint(fingerX!, fingerY!)?.closest("[data-item-id]")?.getAttribute("data-item-id"),
          [over.x + over.width / 2, over.y + over.height / 2],
        );
        expect(underFinger).toBe(item.id);
        await touch("touchEnd", 0, 0);
        await dock.waitFor({ state: "detached" });
        const category = sorting.categories.find((candidate) => candidate.id === sorting.correctMapping[item.id])!;
        await page
          .getByRole("list", { name: `In ${category.label}` })
          .locator(`[data-item-id="${item.id}"]`)
          .waitFor();
      }
      // The last one by tap, then tap on its category.
      await page.locator(`[data-item-id="${tapped!.id}"]`).tap();
      const home = sorting.categories.find((candidate) => candidate.id === sorting.correctMapping[tapped!.id])!;
      await page
        .getByRole("group", { name: "Put it in" })
        .getByRole("button", { name: `→ ${home.label}` })
        .tap();
      await page.getByRole("button", { name: /Check My Answers/ }).tap();
      await page
        .getByText(`You placed ${sorting.items.length} of ${sorting.items.length} where they fit best.`)
        .waitFor();
      await page.getByRole("button", { name: "Continue" }).first().tap();
      await page.getByRole("heading", { name: "Lesson complete!" }).waitFor();
      expect(page.errors).toEqual([]);
    } finally {
      await session.close();
    }
  });

  it("deletes an account only after the deliberate step, and signs it out on every device", async () => {
    const phone = await openBrowser(PHONE);
    const laptop = await openBrowser(DESKTOP);
    try {
      const page = await newPage(phone);
      const parent = await registerThroughApi(page);
      const other = await newPage(laptop);
      await other.goto("/login");
      await other.getByLabel("Email").fill(parent.email);
      await other.getByLabel("Password").fill(parent.password);
      await other.getByRole("button", { name: "Log In" }).click();
      await other.getByRole("heading", { name: new RegExp(`${parent.username}!`) }).waitFor();

      await page.goto("/profile/edit");
      await page.getByRole("button", { name: "Delete Account" }).click();
      const dialog = page.getByRole("dialog", { name: "Delete your account?" });
      await dialog.waitFor();
      await dialog.getByText("your journal entries and reflections").waitFor();
      const confirm = dialog.getByRole("button", { name: "Delete my account" });
      expect(await confirm.isDisabled()).toBe(true);
      // A tap beside it and time passing change nothing: it stays until the parent decides.
      await page.mouse.click(5, 5);
      await expect.poll(() => dialog.isVisible()).toBe(true);
      await dialog.getByLabel("Type DELETE to confirm").fill("DELETE");
      await dialog.getByLabel("Current password").fill(parent.password);
      await confirm.click();
      await page.waitForURL((url) => url.pathname === "/");

      // The laptop's session has ended too.
      const me = await other.evaluate(async () => (await fetch("/api/auth/me", { cache: "no-store" })).status);
      expect(me).toBe(401);
      // Its next visit goes to the sign-in page, which says why the device was signed out (docs/screens.md).
      await other.reload();
      await other.getByText(/You were signed out on this device/).waitFor();
      await other.getByRole("button", { name: "Log In" }).waitFor();
    } finally {
      await phone.close();
      await laptop.close();
    }
  });

  it("moves focus to the new card's heading after Next (390 px)", async () => {
    const session = await openBrowser(PHONE);
    try {
      const page = await newPage(session);
      await registerThroughApi(page);
      await page.goto(`/lessons/${first.levelId}/lesson/${first.id}/old`);
      await page.getByText(`1 of ${leadCount}`, { exact: true }).waitFor();
      await page.getByRole("button", { name: "Next", exact: true }).focus();
      await page.keyboard.press("Enter");
      await page.getByText(`2 of ${leadCount}`, { exact: true }).waitFor();
      await expect
        .poll(() =>
          page.evaluate(() => ({ tag: document.activeElement?.tagName, text: document.activeElement?.textContent })),
        )
        .toEqual({ tag: "H2", text: first.lead![1]!.heading });
    } finally {
      await session.close();
    }
  });

  it("puts the skip link, then the side navigation, first for the keyboard, and the practice card never covers the footer (1280 px)", async () => {
    const session = await openBrowser(DESKTOP);
    try {
      const page = await newPage(session);
      await registerThroughApi(page);
      await page.goto("/");
      await page.getByText("Day Streak").waitFor();
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Skip to main content");
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.closest("nav")?.getAttribute("aria-label"))).toBe(
        "Side navigation",
      );

      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const footer = page.locator("footer").last();
      await footer.waitFor();
      await expect
        .poll(async () => {
          const today = (await page.getByRole("region", { name: "Today", exact: true }).boundingBox())!;
          const foot = (await footer.boundingBox())!;
          return today.y + today.height <= foot.y + 1;
        })
        .toBe(true);
    } finally {
      await session.close();
    }
  });

  it("logs no console error on the landing, login and register pages", async () => {
    const session = await openBrowser(PHONE);
    try {
      const page = await newPage(session);
      // Every console error, the 4xx answers the other journeys allow included.
      const logged: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") logged.push(`${page.url()}: ${message.text()}`);
      });
      for (const path of ["/", "/login", "/register"]) {
        await page.goto(path);
        await page.waitForLoadState("networkidle");
      }
      await page.goto("/login");
      await page.getByRole("button", { name: "Log In" }).waitFor();
      await page.waitForLoadState("networkidle");
      expect(logged).toEqual([]);
      // /api/auth/me still answers 401 to a caller that asks.
      expect(await page.evaluate(async () => (await fetch("/api/auth/me")).status)).toBe(401);
    } finally {
      await session.close();
    }
  });
});
