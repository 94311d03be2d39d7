import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DESKTOP, PHONE, expectBrowserErrors, expectNoSeriousA11yViolations, newPage, openBrowser, registerThroughApi, settleAnimations, type BrowserSession } from "./browser";
import { serverClientDir, serverUrl } from "./server";
import { readLesson, readThroughLead } from "./lessons";

const first = readLesson<{ options: string[]; correctAnswer: number }>("01-");
const baseUrl = serverUrl();

/** Offline, Chromium logs every request it could not make; those are the point of these journeys, not faults. */
const OFFLINE_NOISE = /net::ERR_|Failed to fetch|status of 4\d\d/;
const realErrors = (page: Page & { errors: string[] }) => page.errors.filter((error) => !OFFLINE_NOISE.test(error));

// The shared hook in browser.ts fails a journey on any console error; here, refused requests are the journey itself.
beforeEach(() => expectBrowserErrors(OFFLINE_NOISE));

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

/** Width and height of a PNG from its header. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe("installable", () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser(PHONE);
  });
  afterAll(async () => {
    await session?.close();
  });

  it("links the manifest from the landing page and the app, with its fields and icons loading", async () => {
    const page = await newPage(session);
    await page.goto("/");
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(href).toBe("/manifest.webmanifest");
    const response = await page.request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/manifest+json");
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      description: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
    };
    expect(manifest).toMatchObject({ short_name: "Growly", start_url: "/", display: "standalone", theme_color: "#5b3fd6", background_color: "#fffaf3" });
    expect(manifest.name).toContain("Growly");
    expect(manifest.description.length).toBeGreaterThan(20);
    for (const [size, purpose] of [["192x192", undefined], ["512x512", undefined], ["512x512", "maskable"]] as const) {
      const icon = manifest.icons.find((candidate) => candidate.sizes === size && candidate.purpose === purpose);
      expect(icon, `${size} ${purpose ?? "any"}`).toBeDefined();
      const image = await page.request.get(new URL(icon!.src, new URL(href!, baseUrl)).href);
      expect(image.status()).toBe(200);
      expect(image.headers()["content-type"]).toBe("image/png");
      const [width, height] = size.split("x").map(Number);
      expect(pngSize(await image.body())).toEqual({ width, height });
    }
    // The signed-in app links it too.
    await registerThroughApi(page);
    await page.goto("/");
    expect(await page.locator('link[rel="manifest"]').getAttribute("href")).toBe("/manifest.webmanifest");
    await page.context().clearCookies();
    await page.close();
  });
});

describe("offline", () => {
  let session: BrowserSession;
  beforeAll(async () => {
    // A phone with a touch screen: what the app keeps offline is "saved on this phone".
    session = await openBrowser(PHONE, { touch: true });
  });
  afterAll(async () => {
    await session?.close();
  });

  it("works after one visit: the service worker controls the page after a reload, and an offline reload shows the app with a banner", async () => {
    const page = await newPage(session);
    const parent = await registerThroughApi(page);
    await page.goto("/");
    expect(await controlledByServiceWorker(page)).toBe(true);
    await page.reload();
    await page.getByRole("heading", { name: new RegExp(`${parent.username}!`) }).waitFor();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    // Give the app a moment to fetch ahead what the next lessons need.
    await page.waitForLoadState("networkidle");

    await session.context.setOffline(true);
    await page.reload();
    await page.getByRole("heading", { name: new RegExp(`${parent.username}!`) }).waitFor();
    await page.getByText("You're offline.", { exact: false }).first().waitFor();
    await page.screenshot({ path: "/tmp/i14-offline-home.png" });
    await expectNoSeriousA11yViolations(page);
    // Readable in the dark theme too (its text once took the dark page colour on the dark banner).
    await page.evaluate(() => document.documentElement.classList.add("dark"));
    await expectNoSeriousA11yViolations(page);
    await page.evaluate(() => document.documentElement.classList.remove("dark"));

    // Any screen of the app opens offline from the app shell; one whose data was never fetched says it needs a connection.
    await page.goto("/journal");
    await page.getByRole("heading", { name: /journal/i }).first().waitFor();
    await page.getByText("You're offline. This needs a connection, and it will load when you're back online.").waitFor();
    await page.screenshot({ path: "/tmp/i14-offline-journal.png" });

    // Get help now works with no connection: the page and its helplines come with the app.
    await page.goto("/get-help");
    await page.getByRole("heading", { name: "Get help now" }).waitFor();
    await page.getByText("Call the emergency number now", { exact: false }).waitFor();
    expect(await page.locator('a[href^="tel:"]').count()).toBeGreaterThan(1);

    await session.context.setOffline(false);
    expect(realErrors(page)).toEqual([]);
    await page.context().clearCookies();
    await page.close();
  });

  it("plays an unlocked lesson offline to its completion, says it is saved on the phone, and back online the XP rises exactly once", async () => {
    const page = await newPage(session);
    await registerThroughApi(page);
    await page.goto("/");
    await controlledByServiceWorker(page);
    await page.reload();
    await page.waitForLoadState("networkidle");
    expect(await xpOf(page)).toBe(0);

    await session.context.setOffline(true);
    await page.getByRole("link", { name: `Start Activity: ${first.title}` }).click();
    await page.getByRole("heading", { name: first.title }).waitFor();
    await page.getByRole("link", { name: "Start Lesson" }).click();
    await page.waitForURL(`**/lessons/${first.levelId}/lesson/${first.id}/old`);
    await readThroughLead(page, first);
    const right = first.content.options[first.content.correctAnswer] ?? "";
    await page.getByRole("radio", { name: right }).click();
    await page.getByRole("button", { name: "Submit Answer" }).click();
    await page.getByRole("button", { name: "Complete Lesson" }).click();
    await page.getByText("Saved on this phone — it will sync").waitFor();
    expect(await page.getByText("Saving your progress...").count()).toBe(0);
    await page.screenshot({ path: "/tmp/i14-offline-saved.png" });
    const kept = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const open = indexedDB.open("growly-offline");
          open.onsuccess = () => {
            const count = open.result.transaction("outbox").objectStore("outbox").count();
            count.onsuccess = () => resolve(count.result);
          };
        }),
    );
    expect(kept).toBe(1);

    // Back online: the first send reaches the server but its answer is lost on the way back, as on a dropping signal.
    // The phone keeps the completion and sends it again with the same key; the server awards its XP once.
    const completionUrl = `**/api/user/*/lessons/${first.id}/progress`;
    let sends = 0;
    await session.context.route(completionUrl, async (route) => {
      sends += 1;
      if (sends === 1) {
        await route.fetch();
        await route.abort("connectionreset");
        return;
      }
      await route.continue();
    });
    await session.context.setOffline(false);
    await expect.poll(() => sends, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    expect(await xpOf(page)).toBe(first.xpReward);
    // The next start of the app sends what is still kept; the repeat changes nothing.
    await page.goto("/");
    await expect.poll(() => sends, { timeout: 15_000 }).toBe(2);
    await page.getByText("Synced").first().waitFor();
    expect(await xpOf(page)).toBe(first.xpReward);
    await session.context.unroute(completionUrl);
    expect(realErrors(page)).toEqual([]);
    await page.context().clearCookies();
    await page.close();
  });

  it("shows what an offline lesson earned on its celebration once the phone is back online", async () => {
    const page = await newPage(session);
    await registerThroughApi(page);
    await page.goto("/");
    await controlledByServiceWorker(page);
    await page.reload();
    await page.waitForLoadState("networkidle");

    await session.context.setOffline(true);
    await page.getByRole("link", { name: `Start Activity: ${first.title}` }).click();
    await page.getByRole("link", { name: "Start Lesson" }).click();
    await page.waitForURL(`**/lessons/${first.levelId}/lesson/${first.id}/old`);
    await readThroughLead(page, first);
    const right = first.content.options[first.content.correctAnswer] ?? "";
    await page.getByRole("radio", { name: right }).click();
    await page.getByRole("button", { name: "Submit Answer" }).click();
    await page.getByRole("button", { name: "Complete Lesson" }).click();
    await page.getByText("Saved on this phone — it will sync").waitFor();
    expect(await page.getByText("Today's goal").count()).toBe(0);

    // Still on the celebration when the signal returns: the kept completion goes out and its rewards appear.
    await session.context.setOffline(false);
    await page.getByText("Synced — saved to your account").waitFor({ timeout: 20_000 });
    await page.getByText("Today's goal").waitFor();
    await page.getByText("Streak").first().waitFor();
    expect(await xpOf(page)).toBe(first.xpReward);
    // Reopened, the lesson says it is done, as one finished online does.
    await page.goto(`/lessons/${first.levelId}/lesson/${first.id}`);
    await page.getByRole("heading", { name: first.title }).waitFor();
    await page.getByRole("main").getByText(/^✓ Completed$/).waitFor();
    await page.getByRole("link", { name: "Review Lesson" }).waitFor();
    expect(realErrors(page)).toEqual([]);
    await page.context().clearCookies();
    await page.close();
  });
});

describe("a reminder arriving", () => {
  it("shows the kind notification the server sent, carrying the next lesson's address for the tap", async () => {
    const session = await openBrowser(PHONE);
    try {
      const page = await newPage(session);
      await registerThroughApi(page);
      await page.goto("/");
      expect(await controlledByServiceWorker(page)).toBe(true);
      await session.context.grantPermissions(["notifications"], { origin: baseUrl });
      // The push service's delivery, as Chromium's DevTools hands a push message to the service worker.
      const cdp = await session.context.newCDPSession(page);
      const registrationId = new Promise<string>((resolve) =>
        cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }: { registrations: Array<{ registrationId: string; scopeURL: string; isDeleted: boolean }> }) => {
          const live = registrations.find((registration) => !registration.isDeleted && registration.scopeURL === `${baseUrl}/`);
          if (live) resolve(live.registrationId);
        }),
      );
      await cdp.send("ServiceWorker.enable");
      const payload = { title: "Five minutes with Pip?", body: `“${first.title}” is ready whenever you are.`, url: `/lessons/${first.levelId}/lesson/${first.id}`, tag: "daily-reminder" };
      const deliver = async () =>
        cdp.send("ServiceWorker.deliverPushMessage", { origin: baseUrl, registrationId: await registrationId, data: JSON.stringify(payload) });
      await deliver();
      // The worker wakes up to handle the push; on a busy machine a delivery can arrive before the worker is ready, so
      // a push service would retry: the same message (same tag, so one notification) is sent again every few polls.
      let polls = 0;
      await expect
        .poll(
          async () => {
            polls += 1;
            const shown = await page.evaluate(async () => {
              const registration = await navigator.serviceWorker.getRegistration("/");
              const [notification] = (await registration?.getNotifications()) ?? [];
              return notification ? { title: notification.title, body: notification.body, tag: notification.tag, data: notification.data as unknown } : null;
            });
            if (!shown && polls % 8 === 0) await deliver();
            return shown;
          },
          { timeout: 20_000, interval: 250 },
        )
        .toEqual({ title: payload.title, body: payload.body, tag: payload.tag, data: { url: payload.url } });
    } finally {
      await session.close();
    }
  });
});

describe("a new deploy", () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`offers "A new version is ready — Refresh", and Refresh brings the new version in (${viewport.width} px)`, async () => {
      const swFile = path.join(serverClientDir(), "sw.js");
      const originals = new Map(
        [swFile, `${swFile}.br`, `${swFile}.gz`].filter((file) => fs.existsSync(file)).map((file) => [file, fs.readFileSync(file)]),
      );
      const session = await openBrowser(viewport);
      try {
        const page = await newPage(session);
        await registerThroughApi(page);
        await page.goto("/");
        expect(await controlledByServiceWorker(page)).toBe(true);
        const before = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);

        // The server now has a new build of the service worker.
        for (const file of originals.keys()) fs.rmSync(file);
        fs.writeFileSync(swFile, `${originals.get(swFile)!.toString("utf8")}\n// the next deploy\n`);
        await page.evaluate(async () => (await navigator.serviceWorker.getRegistration("/"))?.update());
        const refresh = page.getByRole("button", { name: "Refresh" });
        await page.getByText("A new version is ready").waitFor({ timeout: 20_000 });
        await settleAnimations(page);
        await page.screenshot({ path: `/tmp/i14-new-version-${viewport.width}.png` });
        const reloaded = page.waitForEvent("load");
        await refresh.click();
        await reloaded;
        expect(await controlledByServiceWorker(page)).toBe(true);
        const waiting = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration("/"))?.waiting ?? null);
        expect(waiting).toBeNull();
        expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(before);
        expect(realErrors(page)).toEqual([]);
      } finally {
        fs.rmSync(swFile, { force: true });
        for (const [file, bytes] of originals) fs.writeFileSync(file, bytes);
        await session.close();
      }
    });
  }
});

/**
 * A browser's push subscription as PushSubscription#toJSON() gives it. This machine cannot reach a real push service
 * (Chromium's subscribe() waits for one forever), so the page's PushManager hands out this one; everything else —
 * the permission prompt granted through the browser context, the service worker, the app and the server — is real.
 */
function fakePushSubscription() {
  const ecdh = crypto.createECDH("prime256v1");
  ecdh.generateKeys();
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/${crypto.randomUUID()}`,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: crypto.randomBytes(16).toString("base64url") },
  };
}

describe("reminders in Settings", () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`start off, ask permission when turned on, subscribe this device and tell the server (${viewport.width} px)`, async () => {
      const session = await openBrowser(viewport);
      try {
        const subscription = fakePushSubscription();
        await session.context.addInitScript((json) => {
          let current: unknown = null;
          const make = () => ({ endpoint: json.endpoint, toJSON: () => json, unsubscribe: async () => ((current = null), true) });
          PushManager.prototype.subscribe = async function () {
            current = make();
            return current as PushSubscription;
          };
          PushManager.prototype.getSubscription = async function () {
            return current as PushSubscription | null;
          };
        }, subscription);
        const page = await newPage(session);
        await registerThroughApi(page);
        await page.goto("/");
        await controlledByServiceWorker(page);
        await page.goto("/settings");
        const daily = page.getByRole("switch", { name: "Daily reminders" });
        await daily.waitFor();
        expect(await daily.getAttribute("aria-checked")).toBe("false");
        expect(await page.getByRole("switch", { name: "Weekly progress" }).getAttribute("aria-checked")).toBe("false");
        await page.getByText("Growly hasn't asked to send notifications yet.").waitFor();
        expect(await page.getByLabel("Reminder time").inputValue()).toBe("19:30");
        expect(await page.getByLabel("Language").count()).toBe(1);
        await expectNoSeriousA11yViolations(page);

        // The parent says yes to the browser's question.
        await session.context.grantPermissions(["notifications"], { origin: baseUrl });
        const posted = page.waitForResponse((response) => response.url().endsWith("/push-subscriptions") && response.request().method() === "POST");
        await daily.focus();
        await page.keyboard.press("Enter");
        const answer = await posted;
        expect(answer.status()).toBe(201);
        expect(answer.request().postDataJSON()).toEqual(subscription);
        await expect.poll(() => daily.getAttribute("aria-checked")).toBe("true");
        await page.getByText("Notifications are allowed on this device.").waitFor();

        await page.getByLabel("Reminder time").fill("20:15");
        await page.getByLabel("Weekly note on").selectOption({ label: "Friday" });
        await expect
          .poll(async () => page.evaluate(async () => {
            const me = (await (await fetch("/api/auth/me")).json()) as { id: number };
            return (await (await fetch(`/api/user/${me.id}/settings?fresh=${Date.now()}`)).json()) as { reminderTime: string; weeklyDay: number };
          }))
          .toMatchObject({ reminderTime: "20:15", weeklyDay: 5, notifications: { dailyReminders: true } });
        await page.screenshot({ path: `/tmp/i14-settings-${viewport.width}.png`, fullPage: true });

        // Off again: the last reminder off unsubscribes this device on the server.
        const removed = page.waitForResponse((response) => response.url().endsWith("/push-subscriptions") && response.request().method() === "DELETE");
        await daily.click();
        expect((await removed).status()).toBe(204);
        await expect.poll(() => daily.getAttribute("aria-checked")).toBe("false");

        // On again, then signing out: this device's subscription goes with the session, so the next parent to sign in
        // on this phone can subscribe it.
        const again = page.waitForResponse((response) => response.url().endsWith("/push-subscriptions") && response.request().method() === "POST");
        await daily.click();
        expect((await again).status()).toBe(201);
        const released = page.waitForResponse((response) => response.url().endsWith("/push-subscriptions") && response.request().method() === "DELETE");
        await page.getByRole("main").getByRole("button", { name: "Sign Out", exact: true }).click();
        expect((await released).status()).toBe(204);
        // Settings' Sign Out ends on the login page (it passes through "/", too briefly to wait for on a busy machine).
        await page.waitForURL((url) => url.pathname === "/login");
        expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration("/"))?.pushManager.getSubscription())).toBeNull();
        expect(realErrors(page)).toEqual([]);
      } finally {
        await session.close();
      }
    });
  }

  it("says how to allow notifications when the browser blocks them, and leaves the switches off", async () => {
    const session = await openBrowser(PHONE);
    try {
      const page = await newPage(session);
      await registerThroughApi(page);
      await page.goto("/");
      // As after the parent pressed "Block" on the browser's question.
      await session.context.addInitScript(() => Object.defineProperty(Notification, "permission", { get: () => "denied" }));
      await page.goto("/settings");
      await page.getByText("Notifications are blocked for Growly in this browser.", { exact: false }).waitFor();
      const daily = page.getByRole("switch", { name: "Daily reminders" });
      expect(await daily.isDisabled()).toBe(true);
      expect(await daily.getAttribute("aria-checked")).toBe("false");
    } finally {
      await session.close();
    }
  });
});
