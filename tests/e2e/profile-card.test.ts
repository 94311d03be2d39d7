import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DESKTOP,
  PHONE,
  type BrowserSession,
  expectNoSeriousA11yViolations,
  newPage,
  openBrowser,
  registerThroughApi,
} from "./browser";

const sessions: BrowserSession[] = [];
beforeAll(async () => {
  sessions.push(await openBrowser(PHONE), await openBrowser(DESKTOP));
});
afterAll(async () => {
  for (const session of sessions) await session.close();
});

describe.each([
  { width: "phone", index: 0 },
  { width: "laptop", index: 1 },
])("the name card on the profile, at $width width", ({ index }) => {
  it("opens with Edit Profile, saves a new name with Save Changes, and shows it after a reload", async () => {
    const page = await newPage(sessions[index]!);
    const parent = await registerThroughApi(page);
    await page.goto("/profile");
    // The screen's <title> replaces the shell's in the tab.
    await expect.poll(() => page.title()).toBe("Profile · Growly");
    // The profile's one form: the name card (the page also links to the Edit Profile page).
    const card = page.locator("form");

    // Pressing Edit Profile must not submit the form: a submit event would fire within the click itself.
    await card.evaluate((form) => {
      form.addEventListener("submit", () => form.setAttribute("data-submitted", "yes"));
    });
    await card.getByRole("button", { name: "Edit Profile" }).click();
    const name = card.getByLabel("Name");
    await name.waitFor();
    expect(await card.getAttribute("data-submitted")).toBeNull();
    expect(await name.isVisible()).toBe(true);
    expect(await card.getByRole("button", { name: "Save Changes" }).isVisible()).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `/tmp/i16a-profile-card-editing-${index}.png` });

    // Cancel closes it without saving.
    await card.getByLabel("Name").fill(`${parent.username}zz`.slice(0, 50));
    await card.getByRole("button", { name: "Cancel" }).click();
    await card.getByText(parent.username, { exact: true }).waitFor();

    const renamed = `${parent.username}y`.slice(0, 50);
    await card.getByRole("button", { name: "Edit Profile" }).click();
    await card.getByLabel("Name").fill(renamed);
    // Any toast that appears is recorded: the save is confirmed in the card, with no toast over the badges below.
    await page.evaluate(() => {
      new MutationObserver(() => {
        if (document.querySelector("[data-sonner-toast]")) document.documentElement.dataset.toastSeen = "yes";
      }).observe(document.body, { childList: true, subtree: true });
    });
    await card.getByRole("button", { name: "Save Changes" }).click();
    await card.getByRole("status").getByText("Profile Updated").waitFor();
    await card.getByRole("button", { name: "Edit Profile" }).waitFor();
    await page.getByText(renamed, { exact: true }).first().waitFor();

    // Edit Profile's own page says so on the profile it leads back to, again without a toast.
    await page.getByRole("link", { name: "Your family and parenting profile" }).click();
    await page.getByRole("button", { name: "Save Changes" }).click();
    await page.waitForURL((url) => url.pathname === "/profile", { waitUntil: "commit" });
    await page.locator("form").getByRole("status").getByText("Profile Updated").waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.toastSeen ?? "no")).toBe("no");
    await expectNoSeriousA11yViolations(page);

    await page.reload();
    await page.getByText(renamed, { exact: true }).first().waitFor();
    // A fresh visit does not repeat it.
    expect(await page.locator("form").getByRole("status").textContent()).toBe("");
    await page.screenshot({ path: `/tmp/i16a-profile-card-saved-${index}.png` });
  });
});
