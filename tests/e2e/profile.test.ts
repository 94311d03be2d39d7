import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, expectNoSeriousA11yViolations, newPage, openBrowser, registerThroughApi, type BrowserSession } from "./browser";

let session: BrowserSession;
beforeAll(async () => {
  session = await openBrowser();
});
afterAll(async () => {
  await session?.close();
});

describe("the parent's profile", () => {
  it("edits the profile and sees it on the profile page, after a reload too", async () => {
    const page = await newPage(session);
    const parent = await registerThroughApi(page);
    await page.goto("/profile");
    await page.getByRole("heading", { name: "Focus Areas" }).waitFor();
    await expectNoSeriousA11yViolations(page);

    // The profile has one Edit Profile control, the name card's; the menu's entry names the family.
    expect(await page.getByRole("button", { name: "Edit Profile" }).count()).toBe(1);
    expect(await page.getByRole("link", { name: "Edit Profile" }).count()).toBe(0);
    await page.getByRole("link", { name: "Your family and parenting profile" }).click();
    await page.waitForURL("**/profile/edit");
    const renamed = `${parent.username}x`.slice(0, 50);
    await page.getByLabel("Username").fill(renamed);
    // The child's age lives in Your family: the account's 3–5 answer became a child waiting for a birth month.
    const family = page.locator("#your-family");
    await family.getByRole("combobox", { name: "Month" }).selectOption("01");
    await family.getByRole("combobox", { name: "Year" }).selectOption(String(new Date().getFullYear() - 7));
    await family.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("Saved", { exact: true }).first().waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Save Changes" }).click();
    await page.waitForURL((url) => url.pathname === "/profile");
    await page.getByText("Profile Updated").first().waitFor();
    await page.getByText(renamed, { exact: true }).waitFor();

    await page.reload();
    await page.getByText(renamed, { exact: true }).waitFor();
    await page.goto("/");
    await page.getByText("Growing with your school-age monster").waitFor();
    expect(page.errors).toEqual([]);
  });

  it("deletes the account once DELETE and the password are typed in its dialog, after which the same email and password no longer log in", async () => {
    const page = await newPage(session);
    const parent = await registerThroughApi(page);
    await page.goto("/profile/edit");
    await page.getByRole("button", { name: "Delete Account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await dialog.getByLabel("Type DELETE to confirm").fill("DELETE");
    await dialog.getByLabel("Current password").fill(parent.password);
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await page.getByText("Account Deleted").first().waitFor();
    await page.waitForURL((url) => url.pathname === "/");

    await page.goto("/login");
    await page.getByLabel("Email").fill(parent.email);
    await page.getByLabel("Password").fill(parent.password);
    await page.getByRole("button", { name: "Log In" }).click();
    await page.getByText("Login failed").first().waitFor();
    expect(new URL(page.url()).pathname).toBe("/login");
  });

  it("lays out the profile for a desktop screen without serious axe violations", async () => {
    const desktop = await openBrowser(DESKTOP);
    try {
      const page = await newPage(desktop);
      await registerThroughApi(page);
      await page.goto("/profile");
      await page.getByRole("heading", { name: "Recommended Next Steps" }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expectNoSeriousA11yViolations(page);
    } finally {
      await desktop.close();
    }
  });
});

describe("settings", () => {
  it("keeps dark mode, font size and a notification choice on the server, after a reload and on a new device", async () => {
    const page = await newPage(session);
    const parent = await registerThroughApi(page);
    await page.goto("/settings");
    await page.getByRole("switch", { name: "Dark Mode" }).click();
    await page.getByText("Settings updated").first().waitFor();
    await page.getByRole("radio", { name: "Large" }).click();
    await page.getByRole("switch", { name: "Email notifications" }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    await expectNoSeriousA11yViolations(page);

    await page.reload();
    await page.getByRole("switch", { name: "Dark Mode" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    expect(await page.getByRole("switch", { name: "Email notifications" }).getAttribute("aria-checked")).toBe("true");

    // A second device: nothing stored locally, the server's settings still apply once signed in.
    const other = await openBrowser();
    try {
      const device = await newPage(other);
      await device.goto("/login");
      await device.getByLabel("Email").fill(parent.email);
      await device.getByLabel("Password").fill(parent.password);
      await device.getByRole("button", { name: "Log In" }).click();
      await device.waitForURL((url) => url.pathname === "/");
      await expect.poll(() => device.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
      await expect
        .poll(() => device.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--growly-font-size").trim()))
        .toBe("112.5%");
    } finally {
      await other.close();
    }
    expect(page.errors).toEqual([]);
  });
});
