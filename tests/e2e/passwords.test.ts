import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { REGISTER_EMAIL_REFUSED } from "../../src/shared/schemas/auth";
import type { ReceivedMail } from "../support/smtp";
import {
  DESKTOP,
  PHONE,
  type BrowserSession,
  expectNoSeriousA11yViolations,
  newPage,
  openBrowser,
  registerThroughApi,
} from "./browser";
import { serverUrl } from "./server";

/** The mails the server sent to one address over SMTP, once at least `count` have arrived. */
async function mailsTo(address: string, count = 1): Promise<ReceivedMail[]> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mails = (await (await fetch(`${inject("mailboxUrl")}?to=${encodeURIComponent(address)}`)).json()) as ReceivedMail[];
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) throw new Error(`Expected ${count} mails to ${address}, got ${mails.length}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function linkIn(text: string, path: string): string {
  const match = new RegExp(`${serverUrl().replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}${path}[^\\s]*`).exec(text);
  if (!match) throw new Error(`No ${path} link in:\n${text}`);
  return match[0];
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log In" }).click();
}

const VIEWPORTS = [
  ["phone", PHONE],
  ["laptop", DESKTOP],
] as const;

describe.each(VIEWPORTS)("passwords on a %s", (name, viewport) => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser(viewport);
  });
  afterAll(async () => {
    await session?.close();
  });

  it("gets a parent who forgot their password back in through the emailed link", async () => {
    const page = await newPage(session);
    const parent = await registerThroughApi(page);
    await page.context().clearCookies();

    await page.goto("/login");
    await page.getByRole("link", { name: "Forgot password?" }).waitFor();
    // A device that only lost its cookies was not signed out elsewhere: its sign-in page says nothing of it.
    expect(await page.getByText(/^You were signed out on this device/).count()).toBe(0);
    await page.screenshot({ path: `/tmp/i15b-${name}-login.png` });
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await page.waitForURL("**/forgot-password");
    await page.getByRole("heading", { name: "Forgot your password?" }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel("Email").fill(parent.email);
    await page.screenshot({ path: `/tmp/i15b-${name}-forgot.png` });
    await page.getByRole("button", { name: "Send me a reset link" }).click();
    await page.getByRole("heading", { name: "Check your email" }).waitFor();
    await page.getByText("If an account uses that email, a link to choose a new password is on its way.").waitFor();
    await page.screenshot({ path: `/tmp/i15b-${name}-check-email.png` });
    await expectNoSeriousA11yViolations(page);

    const [mail] = await mailsTo(parent.email);
    expect(mail?.subject).toBe("Reset your Growly password");
    const link = linkIn(mail?.text ?? "", "/reset-password\\?token=");
    await page.goto(link);
    await page.getByRole("heading", { name: "Choose a new password" }).waitFor();
    await page.getByLabel("New password", { exact: true }).fill("sleepy-owl-42");
    await page.getByLabel("New password again").fill("sleepy-owl-43");
    await page.getByRole("button", { name: "Save and sign in" }).click();
    await page.getByText("The two new passwords don't match").waitFor();
    await page.screenshot({ path: `/tmp/i15b-${name}-reset-form.png` });
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel("New password again").fill("sleepy-owl-42");
    await page.getByRole("button", { name: "Save and sign in" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("heading", { name: new RegExp(`${parent.username}!`) }).waitFor();
    await page.getByText("You're signed in with your new password.").waitFor();

    // The link was for one use only.
    await page.context().clearCookies();
    await page.goto(link);
    await page.getByLabel("New password", { exact: true }).fill("another-one");
    await page.getByLabel("New password again").fill("another-one");
    await page.getByRole("button", { name: "Save and sign in" }).click();
    await page.getByText("This reset link has expired or was already used. Please ask for a new one.").waitFor();

    await logIn(page, parent.email, parent.password);
    await page.getByText("Login failed").first().waitFor();
    await logIn(page, parent.email, "sleepy-owl-42");
    await page.waitForURL((url) => url.pathname === "/");
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it("answers a registration with an email in use without saying an account exists, and offers sign in and a reset", async () => {
    const page = await newPage(session);
    const parent = await registerThroughApi(page);
    const tryAgain = async () => {
      await page.context().clearCookies();
      await page.goto("/register");
      await page.getByLabel("Username").fill(`${parent.username}x`);
      await page.getByLabel("Email").fill(parent.email.toUpperCase());
      await page.getByLabel("Password").fill("another-secret-9");
      await page.getByRole("button", { name: "Create Account" }).click();
      await page.getByText(REGISTER_EMAIL_REFUSED).waitFor();
    };

    await tryAgain();
    expect(await page.getByLabel("Email").getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByText(/already exists/i).count()).toBe(0);
    await page.screenshot({ path: `/tmp/register-refused-${name}.png` });
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("link", { name: "Sign in" }).click();
    await page.waitForURL("**/login");

    await tryAgain();
    await page.getByRole("link", { name: "Reset your password" }).click();
    await page.waitForURL("**/forgot-password");
    await page.getByRole("heading", { name: "Forgot your password?" }).waitFor();
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it("changes the password in Settings and signs out the parent's other devices", async () => {
    const page = await newPage(session);
    const parent = await registerThroughApi(page);
    const otherDevice = await openBrowser(viewport);
    try {
      const other = await newPage(otherDevice);
      await logIn(other, parent.email, parent.password);
      await other.waitForURL((url) => url.pathname === "/");

      await page.goto("/settings");
      await page.getByRole("heading", { name: "Password and devices" }).waitFor();
      await page.getByLabel("Current password").fill("not-my-password");
      await page.getByLabel("New password", { exact: true }).fill("lullaby-2026");
      await page.getByLabel("New password again").fill("lullaby-2026");
      await page.getByRole("button", { name: "Change password" }).click();
      await page.getByText("That isn't your current password. Please try again.").waitFor();
      await page.getByRole("heading", { name: "Password and devices" }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/i15b-${name}-settings-wrong.png` });
      await expectNoSeriousA11yViolations(page);

      await page.getByLabel("Current password").fill(parent.password);
      await page.getByRole("button", { name: "Change password" }).click();
      await page.getByText("We signed you out on 1 other device; you're still signed in here.").waitFor();
      expect(await page.getByLabel("Current password").inputValue()).toBe("");
      await page.screenshot({ path: `/tmp/i15b-${name}-settings-changed.png` });

      // The other device is signed out, and its sign-in page says why; this one is not.
      await other.reload();
      await other.waitForURL((url) => url.pathname === "/login");
      await other.getByRole("status").getByText(/^You were signed out on this device because your session ended here: your password was changed/).waitFor();
      await expectNoSeriousA11yViolations(other);
      await page.reload();
      await page.getByRole("heading", { name: "Password and devices" }).waitFor();

      // Sign in on the other device with the new password, then sign it out from here.
      await logIn(other, parent.email, "lullaby-2026");
      await other.waitForURL((url) => url.pathname === "/");
      await page.getByRole("button", { name: "Sign out of all other devices" }).click();
      await page.getByText("We signed you out on 1 other device; you're still signed in here.").waitFor();
      await other.reload();
      await other.waitForURL((url) => url.pathname === "/login");
      await other.getByRole("status").getByText(/^You were signed out on this device/).waitFor();
      expect(await page.evaluate(async () => (await fetch("/api/auth/me")).status)).toBe(200);
      expect(page.errors).toEqual([]);
      expect(other.errors).toEqual([]);
    } finally {
      await otherDevice.close();
    }
    await page.close();
  });

  it("emails the waitlist once, after a preview and a confirmation, with a working unsubscribe link", async () => {
    const tag = `${name}${Date.now().toString(36)}`;
    const emails = [`bean.${tag}@example.com`, `growler.${tag}@example.com`];
    for (const email of emails) {
      const response = await fetch(`${serverUrl()}/api/waitlist`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email }),
      });
      expect(response.status).toBe(201);
    }

    const page = await newPage(session);
    await page.context().clearCookies();
    await page.goto("/admin");
    await page.getByLabel("Admin password").fill(inject("adminPassword"));
    await page.getByRole("button", { name: "Access Admin Panel" }).click();
    await page.getByRole("heading", { name: "Launch mail" }).waitFor();
    await page.getByText(/\d+ sent · \d+ waiting · \d+ unsubscribed/).waitFor();

    await page.getByRole("button", { name: "Email the waitlist" }).click();
    const dialog = page.getByRole("dialog", { name: "Email the waitlist" });
    await dialog.waitFor();
    await dialog.getByText("Subject: Growly is open: come on in").waitFor();
    await dialog.getByText(/You joined the Growly waitlist/).waitFor();
    await page.screenshot({ path: `/tmp/i15b-${name}-launch-preview.png` });
    await expectNoSeriousA11yViolations(page);
    // Cancel sends nothing.
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect((await (await fetch(`${inject("mailboxUrl")}?to=${encodeURIComponent(emails[0] as string)}`)).json()).length).toBe(0);

    await page.getByRole("button", { name: "Email the waitlist" }).click();
    await dialog.getByRole("button", { name: /^Send to \d+ signups?$/ }).click();
    await page.getByText("Launch mail on its way").first().waitFor();
    await page.getByRole("button", { name: "Everyone has the launch mail" }).waitFor({ timeout: 20_000 });
    await page.screenshot({ path: `/tmp/i15b-${name}-launch-sent.png` });

    for (const email of emails) {
      const mails = await mailsTo(email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.headers["list-unsubscribe"]).toMatch(/^<http:\/\/127\.0\.0\.1:\d+\/unsubscribe\?token=/);
    }
    const unsubscribe = linkIn((await mailsTo(emails[0] as string))[0]?.text ?? "", "/unsubscribe\\?token=");
    await page.goto(unsubscribe);
    await page.getByRole("heading", { name: "Unsubscribe" }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await page.getByRole("heading", { name: "You're unsubscribed" }).waitFor();
    await page.screenshot({ path: `/tmp/i15b-${name}-unsubscribed.png` });
    await expectNoSeriousA11yViolations(page);

    // Back on the dashboard, pressing again has nobody left to send to.
    await page.goto("/admin");
    await page.getByRole("button", { name: "Everyone has the launch mail" }).waitFor();
    for (const email of emails) expect(await mailsTo(email)).toHaveLength(1);
    expect(page.errors).toEqual([]);
    await page.close();
  });
});
