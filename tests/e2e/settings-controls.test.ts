import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DESKTOP,
  expectNoSeriousA11yViolations,
  newPage,
  openBrowser,
  registerThroughApi,
  type BrowserSession,
} from "./browser";

let phone: BrowserSession;
let laptop: BrowserSession;
beforeAll(async () => {
  [phone, laptop] = await Promise.all([openBrowser(), openBrowser(DESKTOP)]);
});
afterAll(async () => {
  await Promise.all([phone?.close(), laptop?.close()]);
});

/** What the server keeps for the signed-in parent: their settings and their daily goal. */
const stored = (page: Page) =>
  page.evaluate(async () => {
    const me = (await (await fetch("/api/auth/me")).json()) as { id: number; dailyGoalTarget: number };
    const settings = (await (await fetch(`/api/user/${me.id}/settings`)).json()) as {
      soundEffects: boolean;
      fontSize: string;
      reminderTime: string;
      weeklyDay: number;
      notifications: { email: boolean };
    };
    return { ...settings, dailyGoalTarget: me.dailyGoalTarget };
  });

describe("the settings screen's controls", () => {
  it("on a phone: sound, font size, reminder time, weekly day and daily goal are saved; Edit Profile's larger goal is explained; other devices and this one sign out", async () => {
    const page = await newPage(phone);
    const parent = await registerThroughApi(page);
    await page.goto("/settings");
    const sound = page.getByRole("switch", { name: "Sound Effects" });
    expect(await sound.getAttribute("aria-checked")).toBe("true");
    await sound.click();
    await expect.poll(() => sound.getAttribute("aria-checked")).toBe("false");
    await page.getByRole("radio", { name: "Small" }).click();
    await expect.poll(() => page.getByRole("radio", { name: "Small" }).getAttribute("aria-checked")).toBe("true");
    await page.getByLabel("Reminder time").fill("07:15");
    await page.getByLabel("Weekly note on").selectOption({ label: "Friday" });
    await page.getByRole("radiogroup", { name: "Daily goal" }).getByRole("radio", { name: "3" }).click();
    await page.getByText("Settings updated").first().waitFor();
    await expect.poll(async () => (await stored(page)).dailyGoalTarget).toBe(3);
    await expect
      .poll(async () => {
        const { soundEffects, fontSize, reminderTime, weeklyDay } = await stored(page);
        return { soundEffects, fontSize, reminderTime, weeklyDay };
      })
      .toEqual({ soundEffects: false, fontSize: "small", reminderTime: "07:15", weeklyDay: 5 });
    await expectNoSeriousA11yViolations(page);

    // Both screens offer 1 to 5; a goal above 5 set through the API (which accepts up to 10) still shows as chosen on
    // both, and picking a smaller one lowers it.
    await page.evaluate(async () => {
      const me = (await (await fetch("/api/auth/me")).json()) as { id: number };
      const response = await fetch(`/api/user/${me.id}`, {
        method: "PATCH",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ dailyGoalTarget: 8 }),
      });
      if (!response.ok) throw new Error(`the goal was refused: ${response.status}`);
    });
    await page.goto("/profile/edit");
    const goalSelect = page.getByLabel("Daily goal (lessons or stories a day)");
    await goalSelect.waitFor();
    expect(await goalSelect.inputValue()).toBe("8");
    expect(await goalSelect.locator("option").allTextContents()).toEqual(["1", "2", "3", "4", "5", "8"]);
    await page.goto("/settings");
    await page.getByText("Your goal is 8 lessons or stories a day. Pick 1 to 5 to change it.").waitFor();
    expect(await page.getByRole("radiogroup", { name: "Daily goal" }).getByRole("radio", { name: "8" }).getAttribute("aria-checked")).toBe("true");
    await page.getByRole("radiogroup", { name: "Daily goal" }).getByRole("radio", { name: "2" }).click();
    await page.getByText("Your goal is 8 lessons or stories a day", { exact: false }).waitFor({ state: "detached" });
    expect((await stored(page)).dailyGoalTarget).toBe(2);

    // The Subscription link and its way back.
    await page.getByRole("link", { name: "Subscription" }).click();
    await page.waitForURL("**/subscription");
    await page.getByRole("link", { name: "Back to settings" }).click();
    await page.waitForURL("**/settings");

    // A second device is signed in; signing out the others ends it and keeps this one.
    const other = await openBrowser();
    try {
      const device = await newPage(other);
      await device.goto("/login");
      await device.getByLabel("Email").fill(parent.email);
      await device.getByLabel("Password").fill(parent.password);
      await device.getByRole("button", { name: "Log In" }).click();
      await device.waitForURL((url) => url.pathname === "/");
      await page.getByRole("button", { name: "Sign out of all other devices" }).click();
      await page.getByText("We signed you out on 1 other device; you're still signed in here.").first().waitFor();
      expect(await device.evaluate(async () => (await fetch("/api/auth/me")).status)).toBe(401);
      expect(await page.evaluate(async () => (await fetch("/api/auth/me")).status)).toBe(200);
    } finally {
      await other.close();
    }

    // Signed out, the app asks nothing of the server it knows it would refuse, even when Back returns to signed-in
    // screens (the browser would log each refusal).
    const refused: string[] = [];
    page.on("response", (response) => {
      if (response.status() === 401 && new URL(response.url()).pathname.startsWith("/api/")) refused.push(response.url());
    });
    await page.getByRole("button", { name: "Sign Out", exact: true }).click();
    await page.waitForURL("**/login");
    await page.goBack();
    await page.goBack();
    await page.getByRole("link", { name: "Try a 5-minute lesson" }).first().waitFor();
    expect(refused).toEqual([]);
    expect(await page.evaluate(async () => (await fetch("/api/auth/me")).status)).toBe(401);
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it("on a laptop: the side navigation's Settings dialog changes the font size and leads to Account Settings", async () => {
    const page = await newPage(laptop);
    await registerThroughApi(page);
    await page.goto("/");
    await page.getByRole("button", { name: "Settings", exact: true }).first().click();
    const dialog = page.getByRole("dialog", { name: "Settings" });
    await dialog.getByRole("radio", { name: "Large" }).click();
    await expect
      .poll(() =>
        page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--growly-font-size").trim()),
      )
      .toBe("112.5%");
    await dialog.getByRole("switch", { name: "Sound Effects" }).click();
    await expect.poll(async () => (await stored(page)).soundEffects).toBe(false);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole("link", { name: "Account Settings" }).click();
    await page.waitForURL("**/settings");
    await dialog.waitFor({ state: "detached" });
    expect(await page.getByRole("radio", { name: "Large" }).getAttribute("aria-checked")).toBe("true");
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: "/tmp/i16-settings-laptop.png", fullPage: true });
    expect(page.errors).toEqual([]);
    await page.close();
  });
});
