import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, expectNoSeriousA11yViolations, newPage, openBrowser, registerThroughApi, type BrowserSession } from "./browser";
import { readLesson } from "./lessons";

const HELP_ENTRIES = [
  "FAQ", "Contact Support", "User Guide", "Privacy Policy", "App Version and Info", "Terms of Service", "Credits", "Troubleshooting Tips",
];
const first = readLesson("01-");

let session: BrowserSession;
beforeAll(async () => {
  session = await openBrowser();
});
afterAll(async () => {
  await session?.close();
});

describe("help and support", () => {
  it("opens every help entry from the side menu as its own page, and the dialog closes behind it", async () => {
    const page = await newPage(session);
    await registerThroughApi(page);
    await page.goto("/");
    for (const entry of HELP_ENTRIES) {
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.getByRole("button", { name: "Help and Support" }).click();
      const dialog = page.getByRole("dialog", { name: "Help and Support" });
      await dialog.getByRole("link", { name: entry, exact: true }).click();
      await page.waitForURL("**/help/*");
      await page.getByRole("heading", { level: 1, name: entry, exact: true }).waitFor();
      await dialog.waitFor({ state: "hidden" });
    }
    await expectNoSeriousA11yViolations(page);
    await page.goto("/help/app-version-and-info");
    await page.getByText(/^Growly version \d+\.\d+\.\d+/).first().waitFor();

    // A help page also survives a reload on its own address.
    await page.goto("/help/privacy-policy");
    await page.getByRole("heading", { level: 1, name: "Privacy Policy" }).waitFor();
    await page.goto("/help/no-such-page");
    await page.getByRole("heading", { name: "Page Not Found" }).waitFor();
    expect(page.errors).toEqual([]);
  });

  it("follows the home footer's Privacy, Terms, About and Journal links", async () => {
    const page = await newPage(session);
    await registerThroughApi(page);
    await page.goto("/");
    const targets: Array<[string, string, string]> = [
      ["Privacy", "/help/privacy-policy", "Privacy Policy"],
      ["Terms", "/help/terms-of-service", "Terms of Service"],
      ["About", "/help/about", "About Growly"],
      ["Journal", "/journal", "Journal"],
    ];
    for (const [label, path, heading] of targets) {
      await page.goto("/");
      await page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: label, exact: true }).click();
      await page.waitForURL((url) => url.pathname === path);
      await page.getByRole("heading", { level: 1, name: heading }).waitFor();
    }
    expect(page.errors).toEqual([]);
  });
});

describe("favourite lessons", () => {
  it("adds the lesson in progress to Favourites, keeps it after a reload, opens it, and removes it again", async () => {
    const page = await newPage(session);
    await registerThroughApi(page);
    await page.goto("/");
    const journey = page.getByRole("region", { name: "Your Learning Journey" });
    const favourites = journey.getByRole("region", { name: "Favourites" });
    await favourites.getByText(/^No favourites yet\./).waitFor();

    await journey.getByRole("button", { name: "Add Favourite" }).click();
    await journey.getByRole("button", { name: "Remove Favourite" }).waitFor();
    await favourites.getByRole("link", { name: first.title }).waitFor();
    await expectNoSeriousA11yViolations(page);

    await page.reload();
    await journey.getByRole("button", { name: "Remove Favourite" }).waitFor();
    await favourites.getByRole("link", { name: first.title }).click();
    await page.waitForURL(`**/lessons/${first.levelId}/lesson/${first.id}`);
    await page.getByRole("heading", { name: first.title }).waitFor();

    await page.goto("/");
    await journey.getByRole("button", { name: "Remove Favourite" }).click();
    await journey.getByRole("button", { name: "Add Favourite" }).waitFor();
    await favourites.getByText(/^No favourites yet\./).waitFor();
    await page.reload();
    await journey.getByRole("button", { name: "Add Favourite" }).waitFor();
    expect(page.errors).toEqual([]);
  });

  it("lays out the footer and favourites for a desktop screen without serious axe violations", async () => {
    const desktop = await openBrowser(DESKTOP);
    try {
      const page = await newPage(desktop);
      await registerThroughApi(page);
      await page.goto("/");
      await page.getByRole("region", { name: "Favourites" }).waitFor();
      await page.getByRole("navigation", { name: "Footer" }).scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expectNoSeriousA11yViolations(page);
    } finally {
      await desktop.close();
    }
  });
});
