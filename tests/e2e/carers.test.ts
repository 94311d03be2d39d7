import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DESKTOP,
  PHONE,
  SCREENSHOTS,
  expectNoSeriousA11yViolations,
  newPage,
  newParent,
  openBrowser,
  registerThroughApi,
  type BrowserSession,
} from "./browser";

/** docs/product-rules.md#a-second-carer: the owner on a phone, the invited carer on a laptop. */
let phone: BrowserSession;
let laptop: BrowserSession;
beforeAll(async () => {
  [phone, laptop] = await Promise.all([openBrowser(PHONE), openBrowser(DESKTOP)]);
});
afterAll(async () => {
  await Promise.all([phone?.close(), laptop?.close()]);
});

const thisYear = new Date().getFullYear();

describe("a second carer", () => {
  it("joins by an invitation link made on the owner's phone, sees the children by name, and loses them when removed", async () => {
    await phone.context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const owner = await newPage(phone);
    await registerThroughApi(owner);
    // Two children by name, so home names them (its switcher).
    await owner.evaluate(async (year) => {
      const send = async (method: string, url: string, body?: unknown) => {
        const response = await fetch(url, {
          method,
          headers: { "content-type": "application/json" },
          ...(body !== undefined && { body: JSON.stringify(body) }),
        });
        if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}`);
        return response.json() as Promise<{ children: { id: number }[] }>;
      };
      const family = await send("GET", "/api/family");
      const first = family.children[0];
      if (first) await send("PATCH", `/api/family/children/${first.id}`, { name: "Noor", birthMonth: `${year - 4}-01` });
      else await send("POST", "/api/family/children", { name: "Noor", birthMonth: `${year - 4}-01` });
      await send("POST", "/api/family/children", { name: "Sami", birthMonth: `${year - 10}-01` });
    }, thisYear);

    await owner.goto("/profile/edit");
    const adults = owner.locator("#family-adults");
    const invite = adults.getByRole("button", { name: "Invite someone to your family" });
    const revokes = adults.getByRole("button", { name: /^Revoke the invitation/ });
    // A first link, withdrawn: it waits, then is gone.
    await invite.click();
    const linkField = adults.getByLabel("Invitation link");
    await expect.poll(() => linkField.inputValue()).toMatch(/\/invite\?token=/);
    const withdrawn = await linkField.inputValue();
    await expect.poll(() => revokes.count()).toBe(1);
    await revokes.click();
    const revokeDialog = owner.getByRole("dialog", { name: "Revoke this invitation?" });
    await revokeDialog.getByRole("button", { name: "Revoke" }).click();
    await owner.getByText("Invitation withdrawn").waitFor();
    await expect.poll(() => revokes.count()).toBe(0);
    // The link the carer opens, copied.
    await invite.click();
    await expect.poll(() => revokes.count()).toBe(1);
    await expect.poll(() => linkField.inputValue()).not.toBe(withdrawn);
    const link = new URL(await linkField.inputValue());
    await adults.getByRole("button", { name: "Copy link" }).click();
    await owner.getByText("Link copied").waitFor();
    expect(await owner.evaluate(() => navigator.clipboard.readText())).toBe(link.href);
    await expectNoSeriousA11yViolations(owner);
    await owner.screenshot({ path: path.join(SCREENSHOTS, "carers-family-390.png"), fullPage: true });

    // The laptop opens the link signed out, registers through it and comes back to it.
    const carer = await newPage(laptop);
    const carerName = newParent();
    await carer.goto(link.pathname + link.search);
    await carer.getByRole("heading", { name: "You're invited to a family" }).waitFor();
    await expectNoSeriousA11yViolations(carer);
    await carer.getByRole("link", { name: "Create an account to join" }).click();
    await carer.getByLabel("Username").fill(carerName.username);
    await carer.getByLabel("Email").fill(carerName.email);
    await carer.getByLabel("Password").fill(carerName.password);
    await carer.getByRole("button", { name: "Create Account" }).click();
    await carer.getByRole("heading", { name: "You've joined the family" }).waitFor();
    const children = carer.getByRole("list").filter({ hasText: "Noor" });
    await children.getByText("Noor").waitFor();
    await children.getByText("Sami").waitFor();
    await expectNoSeriousA11yViolations(carer);
    await carer.screenshot({ path: path.join(SCREENSHOTS, "carers-joined-1280.png"), fullPage: true });

    // Onboarding asks the carer nothing about a first child: the family's children are theirs to follow.
    await carer.getByRole("button", { name: "Continue" }).click();
    await carer.waitForURL("**/onboarding");
    const group = (name: string) => carer.getByRole("group", { name });
    await group("Who is at home?").getByLabel("Two parents at home").check();
    expect(await carer.getByRole("group", { name: "Birth month" }).count()).toBe(0);
    await group("How do you like to learn?").getByLabel("Practise with scenarios and quizzes").check();
    await group("How much time do you have?").getByLabel("5–10 minutes a day").check();
    await group("What feels hardest right now?").getByLabel("Bedtime battles").check();
    await group("What would you like to get better at?").getByLabel("Stay calm in hard moments").check();
    await carer.getByRole("button", { name: "Start Learning" }).click();
    await carer.waitForURL((url) => url.pathname === "/");
    const main = carer.getByRole("main");
    await main.getByText("Noor").first().waitFor();

    // The owner removes the carer; the carer's home no longer shows the children.
    await owner.reload();
    await adults.getByRole("button", { name: `Remove ${carerName.username}` }).click();
    const removeDialog = owner.getByRole("dialog", { name: `Remove ${carerName.username} from the family?` });
    await removeDialog.getByRole("button", { name: `Remove ${carerName.username}` }).click();
    await owner.getByText(`${carerName.username} was removed from the family`).waitFor();
    await expect.poll(() => adults.getByText(carerName.username).count()).toBe(0);

    await carer.reload();
    await carer.getByRole("heading", { name: new RegExp(`${carerName.username}!`) }).waitFor();
    expect(await main.getByText("Noor").count()).toBe(0);
    expect(await main.getByText("Sami").count()).toBe(0);
  });

  it("sends an invitation by email from the owner's laptop, refuses a wrong address, keeps Enter on Revoke and Copy link to their own buttons, tells the owner her own link is her family, and a carer signed in on a phone is told joining deletes their family and Leo's profile, joins, finds the link they used is their family, and leaves", async () => {
    const owner = await newPage(laptop);
    await registerThroughApi(owner);
    await owner.goto("/profile/edit");
    const adults = owner.locator("#family-adults");
    const email = adults.getByLabel("Their email (optional)");
    const invite = adults.getByRole("button", { name: "Invite someone to your family" });
    // A wrong address is refused beside the field, and no link is made.
    await email.fill("grandma-at-home");
    await invite.click();
    await adults.getByText("Please enter a valid email address").first().waitFor();
    expect(await adults.getByLabel("Invitation link").count()).toBe(0);
    // Keyboard only: the corrected address is sent with Enter on the button.
    await email.fill("grandma@example.com");
    await invite.focus();
    await owner.keyboard.press("Enter");
    await owner.getByText("Invitation sent to grandma@example.com").first().waitFor();
    const link = new URL(await adults.getByLabel("Invitation link").inputValue());
    await expectNoSeriousA11yViolations(owner);
    await owner.screenshot({ path: path.join(SCREENSHOTS, "carers-email-laptop.png"), fullPage: true });
    // Enter on Copy link or on Revoke is that button's own: no new invitation. Revoke's opens its dialog.
    const revokes = adults.getByRole("button", { name: /^Revoke the invitation/ });
    expect(await revokes.count()).toBe(1);
    await adults.getByRole("button", { name: "Copy link" }).focus();
    await owner.keyboard.press("Enter");
    await revokes.focus();
    await owner.keyboard.press("Enter");
    const revokeDialog = owner.getByRole("dialog", { name: "Revoke this invitation?" });
    await revokeDialog.waitFor();
    await revokeDialog.getByRole("button", { name: "Cancel" }).click();
    await owner.waitForLoadState("networkidle");
    expect(await owner.getByText("Invitation link made").count()).toBe(0);
    expect(await revokes.count()).toBe(1);
    expect(new URL(await adults.getByLabel("Invitation link").inputValue()).href).toBe(link.href);
    // The owner opening her own link is told she is in the family already; the link stays unspent.
    await owner.goto(link.pathname + link.search);
    await owner.getByRole("heading", { name: "You're already in this family" }).waitFor();
    await expectNoSeriousA11yViolations(owner);
    await owner.screenshot({ path: path.join(SCREENSHOTS, "carers-own-link-laptop.png"), fullPage: true });
    await owner.getByRole("button", { name: "Continue" }).click();
    await owner.waitForURL((url) => url.pathname === "/", { waitUntil: "commit" });
    await owner.goto("/profile/edit");
    await expect.poll(() => revokes.count()).toBe(1);

    // The carer already has an account, with a child Leo, and is signed in on their phone: as the family's only
    // adult, they are told joining deletes it with Leo's profile, and join when they say so.
    const carer = await newPage(phone);
    const carerName = newParent();
    await registerThroughApi(carer, carerName);
    await carer.evaluate(async () => {
      const family = (await (await fetch("/api/family")).json()) as { children: { id: number }[] };
      const response = await fetch(`/api/family/children/${family.children[0]!.id}`, {
        method: "PATCH",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: "Leo" }),
      });
      if (!response.ok) throw new Error(`naming the child answered ${response.status}`);
    });
    await carer.goto(link.pathname + link.search);
    await carer.getByRole("heading", { name: "Delete your family and join this one?" }).waitFor();
    await carer.getByText("Your family's children: Leo").waitFor();
    expect(await carer.getByText("its children stay with it", { exact: false }).count()).toBe(0);
    await expectNoSeriousA11yViolations(carer);
    await carer.screenshot({ path: path.join(SCREENSHOTS, "carers-delete-first-phone.png"), fullPage: true });
    await carer.getByRole("button", { name: "Delete and join" }).click();
    await carer.getByRole("heading", { name: "You've joined the family" }).waitFor();
    await carer.screenshot({ path: path.join(SCREENSHOTS, "carers-joined-phone.png"), fullPage: true });
    // The same link, opened again by the one who used it, says they are in the family.
    await carer.goto(link.pathname + link.search);
    await carer.getByRole("heading", { name: "You're already in this family" }).waitFor();
    await carer.getByRole("button", { name: "Continue" }).waitFor();
    await expectNoSeriousA11yViolations(carer);
    // A made-up link says the same, never what went wrong inside.
    await carer.goto("/invite?token=not-a-real-token");
    await carer.getByRole("heading", { name: "This invitation can't be used" }).waitFor();

    // Leaving: asked first, then the family's adults no longer list the carer on the owner's screen.
    await carer.goto("/profile/edit");
    const carerAdults = carer.locator("#family-adults");
    await carerAdults.getByRole("button", { name: "Leave the family" }).click();
    const leaveDialog = carer.getByRole("dialog", { name: "Leave the family?" });
    await leaveDialog.getByText("You will no longer see the family's children.", { exact: false }).waitFor();
    await leaveDialog.getByRole("button", { name: "Leave the family" }).click();
    await carer.getByText("You left the family").first().waitFor();
    // The keyboard's place is the list's heading, not the page: the button pressed has gone.
    await expect
      .poll(() => carer.evaluate(() => document.activeElement?.textContent))
      .toBe("The family's adults");
    await owner.reload();
    await adults.getByText("The family's adults").waitFor();
    await expect.poll(() => adults.getByText(carerName.username).count()).toBe(0);

    // Invited again (a link this time), the carer joins at once, and the owner removes them from the laptop.
    await invite.click();
    const again = new URL(await adults.getByLabel("Invitation link").inputValue());
    await carer.goto(again.pathname + again.search);
    await carer.getByRole("heading", { name: "You've joined the family" }).waitFor();
    await owner.reload();
    await adults.getByRole("button", { name: `Remove ${carerName.username}` }).click();
    const removeDialog = owner.getByRole("dialog", { name: `Remove ${carerName.username} from the family?` });
    await removeDialog.getByRole("button", { name: `Remove ${carerName.username}` }).click();
    await owner.getByText(`${carerName.username} was removed from the family`).first().waitFor();
    await expect.poll(() => adults.getByText(carerName.username).count()).toBe(0);
    expect(owner.errors).toEqual([]);
    expect(carer.errors).toEqual([]);
  });
});
