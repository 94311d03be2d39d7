import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, PHONE, SCREENSHOTS, expectNoSeriousA11yViolations, newPage, openBrowser, registerThroughApi, type BrowserSession } from "./browser";

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

  for (const viewport of [PHONE, DESKTOP]) {
    it(`deletes the account once DELETE and the password are typed in its dialog, after which the same email and password no longer log in (${viewport.width} px)`, async () => {
      const device = await openBrowser(viewport);
      try {
        const page = await newPage(device);
        const parent = await registerThroughApi(page);
        await page.goto("/profile/edit");
        await page.getByRole("button", { name: "Delete Account" }).click();
        const dialog = page.getByRole("dialog", { name: "Delete your account?" });
        await dialog.getByLabel("Type DELETE to confirm").fill("DELETE");
        const password = dialog.getByLabel("Current password");
        const confirm = dialog.getByRole("button", { name: "Delete my account" });
        // The grey button says why: the password is still to type.
        expect(await confirm.isDisabled()).toBe(true);
        await dialog.getByText("Enter your password to confirm.").waitFor();
        expect(await password.getAttribute("aria-describedby")).toBe(
          await dialog.getByText("Enter your password to confirm.").getAttribute("id"),
        );

        // A wrong password: the focus stays in the dialog, on the password, selected to be typed again.
        await password.fill(`${parent.password}x`);
        await confirm.click();
        const failure = dialog.getByText("Delete Failed: That isn't your current password. Please try again.");
        await failure.waitFor();
        await expect.poll(() => password.evaluate((input) => input === document.activeElement)).toBe(true);
        expect(await password.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd])).toEqual([
          0,
          parent.password.length + 1,
        ]);
        expect(await password.getAttribute("aria-invalid")).toBe("true");
        expect(await password.getAttribute("aria-describedby")).toBe(await failure.getAttribute("id"));
        await expectNoSeriousA11yViolations(page);
        await page.screenshot({ path: `${SCREENSHOTS}/delete-wrong-password-${viewport.width}.png` });
        // Typed again, the old failure goes.
        await password.fill(parent.password);
        expect(await failure.count()).toBe(0);
        expect(await password.getAttribute("aria-invalid")).toBeNull();

        await confirm.click();
        await page.getByText("Account Deleted").first().waitFor();
        await page.waitForURL((url) => url.pathname === "/");
        // The landing page opens at its top, with the focus there, as after a page load.
        await page.getByRole("link", { name: "Skip to main content" }).waitFor({ state: "attached" });
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
        await expect.poll(() => page.evaluate(() => document.activeElement !== document.body && document.activeElement?.contains(document.getElementById("main")))).toBe(true);
        await page.keyboard.press("Tab");
        expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Skip to main content");
        await page.screenshot({ path: `${SCREENSHOTS}/delete-landing-${viewport.width}.png` });

        await page.goto("/login");
        await page.getByLabel("Email").fill(parent.email);
        await page.getByLabel("Password").fill(parent.password);
        await page.getByRole("button", { name: "Log In" }).click();
        await page.getByText("Login failed").first().waitFor();
        expect(new URL(page.url()).pathname).toBe("/login");
      } finally {
        await device.close();
      }
    });
  }

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
