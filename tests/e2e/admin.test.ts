import fs from "node:fs";
import { parseCsv } from "../support/csv";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DESKTOP, expectNoSeriousA11yViolations, newPage, newParent, openBrowser, registerThroughApi, type BrowserSession } from "./browser";
import { serverUrl } from "./server";

let session: BrowserSession;
beforeAll(async () => {
  session = await openBrowser(DESKTOP);
});
afterAll(async () => {
  await session?.close();
});

async function joinWaitlist(email: string) {
  const response = await fetch(`${serverUrl()}/api/waitlist`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email }),
  });
  expect(response.status).toBe(201);
}

describe("private admin dashboard", () => {
  it("unlocks with the right password, searches, and exports the signups as CSV", async () => {
    const tag = Date.now().toString(36);
    const emails = [`zo.${tag}@example.com`, `pip.${tag}@example.com`, `-cmd.${tag}@example.com`];
    for (const email of emails) await joinWaitlist(email);

    const page = await newPage(session);
    await page.goto("/admin");
    await page.getByRole("heading", { name: "Private Admin Access" }).waitFor();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("button", { name: "Access Admin Panel" }).click();
    await page.getByText("Please enter the admin password.").waitFor();

    await page.getByLabel("Admin password").fill("wrong-password");
    await page.getByRole("button", { name: "Access Admin Panel" }).click();
    await page.getByText("Incorrect admin password.").waitFor();

    await page.getByLabel("Admin password").fill(inject("adminPassword"));
    await page.getByRole("button", { name: "Access Admin Panel" }).click();
    await page.getByText("Welcome to the private admin dashboard.").waitFor();
    await page.getByRole("heading", { name: "Total Signups" }).waitFor();
    await page.getByRole("heading", { name: "This Week" }).waitFor();

    // The signups arrive after the dashboard's headings: read the count once this test's own are listed.
    await page.getByRole("cell", { name: emails[0] }).waitFor();
    const total = Number((await page.getByText(/^Showing \d+ of \d+ signups$/).textContent())?.match(/of (\d+)/)?.[1]);
    expect(total).toBeGreaterThanOrEqual(3);
    await page.getByPlaceholder("Search by email...").fill(`PIP.${tag}`);
    await page.getByText(`Showing 1 of ${total} signups`).waitFor();
    expect(await page.getByRole("table", { name: "Waitlist signups, newest first" }).getByRole("row").count()).toBe(2);
    await page.getByRole("cell", { name: `pip.${tag}@example.com` }).waitFor();
    await page.getByPlaceholder("Search by email...").fill("no-such-person");
    await page.getByText("No signups match your search.").waitFor();
    await page.getByPlaceholder("Search by email...").fill("");

    // With a search, the file holds only the rows shown.
    await page.getByPlaceholder("Search by email...").fill(`PIP.${tag}`);
    await page.getByText(`Showing 1 of ${total} signups`).waitFor();
    const [searched] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download CSV" }).click()]);
    const searchedRows = parseCsv(fs.readFileSync((await searched.path()) ?? "", "utf8")).slice(1);
    expect(searchedRows.map((row) => row[1])).toEqual([`pip.${tag}@example.com`]);
    await page.getByPlaceholder("Search by email...").fill("");
    await page.getByText(`Showing ${total} of ${total} signups`).waitFor();

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download CSV" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^waitlist-signups-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync((await download.path()) ?? "", "utf8");
    const [header, ...rows] = parseCsv(csv);
    expect(header).toEqual(["ID", "Email", "Signup Date"]);
    expect(rows).toHaveLength(total);
    // Newest first, each row an id, the email (a formula-like one neutralised) and an ISO 8601 date a spreadsheet sorts.
    const ours = rows.filter((row) => row[1]?.includes(tag)).map((row) => row[1]);
    expect(ours).toEqual([`'-cmd.${tag}@example.com`, `pip.${tag}@example.com`, `zo.${tag}@example.com`]);
    for (const row of rows) {
      expect(row[0]).toMatch(/^\d+$/);
      expect(row[2]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    }
    await page.getByText("Waitlist data exported successfully.").first().waitFor();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("button", { name: "Exit Admin" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    const status = await page.evaluate(async () => (await fetch("/api/admin/waitlist")).status);
    expect(status).toBe(401);
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it("shows the password gate on the control panel to a parent who is not admin", async () => {
    const page = await newPage(session);
    await registerThroughApi(page, newParent());
    await page.goto("/control-panel");
    await page.getByRole("heading", { name: "Private Admin Access" }).waitFor();
    expect(await page.getByText("Waitlist Control Panel").count()).toBe(0);
    await page.getByLabel("Admin password").fill(inject("adminPassword"));
    await page.getByRole("button", { name: "Access Admin Panel" }).click();
    await page.getByRole("heading", { name: "Waitlist Control Panel" }).waitFor();
    await page.getByRole("heading", { name: "Latest Signup" }).waitFor();
    await page.getByRole("link", { name: "Back to Home" }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.context().clearCookies();
    await page.close();
  });
});
