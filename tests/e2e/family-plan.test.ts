import path from "node:path";
import type { Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import {
  type BrowserSession,
  DESKTOP,
  PHONE,
  SCREENSHOTS,
  expectNoSeriousA11yViolations,
  newPage,
  openBrowser,
  registerThroughApi,
} from "./browser";

/**
 * docs/product-rules.md#one-subscription-for-the-family: a carer who pays for Premium opens an invitation to a Premium
 * family, is told first that their own plan keeps billing, joins, and the Subscription screen says the family's
 * Premium covers them. On a phone and on a laptop.
 */
let sessions: BrowserSession[] = [];
afterEach(async () => {
  await Promise.all(sessions.map((session) => session.close()));
  sessions = [];
});

/** Calls the API from the page, as the signed-in parent of its device. */
const send = (page: Page, method: string, url: string, body?: unknown) =>
  page.evaluate(
    async ({ method, url, body }) => {
      const response = await fetch(url, {
        method,
        headers: { "content-type": "application/json" },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
      if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}`);
      return response.json() as Promise<{ id?: number; url?: string }>;
    },
    { method, url, body },
  );

/** Premium in test mode, bought by the signed-in parent of `page`. */
async function buyPremium(page: Page) {
  const me = await send(page, "GET", "/api/auth/me");
  await send(page, "POST", `/api/user/${me.id}/subscription/change`, { plan: "premium" });
}

describe("one subscription for the family", () => {
  for (const [width, viewport] of [
    ["390", PHONE],
    ["1280", DESKTOP],
  ] as const) {
    it(`at ${width} px, tells a carer who pays for Premium before joining a Premium family, and then that the family's Premium covers them`, async () => {
      const ownerDevice = await openBrowser(PHONE);
      const carerDevice = await openBrowser(viewport);
      sessions = [ownerDevice, carerDevice];

      const owner = await newPage(ownerDevice);
      const ownerName = (await registerThroughApi(owner)).username;
      await buyPremium(owner);
      const link = new URL((await send(owner, "POST", "/api/family/invitations", {})).url!);

      // The carer has a family of their own already (the child from their onboarding answer) and their own Premium.
      const carer = await newPage(carerDevice);
      await registerThroughApi(carer);
      await send(carer, "GET", "/api/family");
      await buyPremium(carer);

      await carer.goto(link.pathname + link.search);
      await carer.getByRole("heading", { name: "Your own subscription keeps running" }).waitFor();
      await carer.getByText("Your own Premium Parent is separate", { exact: false }).waitFor();
      await expectNoSeriousA11yViolations(carer);
      await carer.screenshot({ path: path.join(SCREENSHOTS, `family-plan-notice-${width}.png`), fullPage: true });

      // The Subscription screen is one step away, and the link still works after it.
      await carer.getByRole("link", { name: "Open my subscription" }).click();
      await carer.waitForURL("**/subscription");
      await carer.getByRole("button", { name: "Cancel plan" }).waitFor();
      await carer.goBack();
      await carer.getByRole("heading", { name: "Your own subscription keeps running" }).waitFor();

      await carer.getByRole("button", { name: "Join the family" }).click();
      // Joining also means leaving the family of their own, where they are the only adult: asked next, once, with
      // what it deletes.
      await carer.getByRole("heading", { name: "Delete your family and join this one?" }).waitFor();
      await carer.getByRole("button", { name: "Delete and join" }).click();
      await carer.getByRole("heading", { name: "You've joined the family" }).waitFor();

      await carer.goto("/subscription");
      await carer.getByRole("heading", { name: "Your family's Premium covers you" }).waitFor();
      await carer.getByText(`${ownerName} pays for Premium Parent in your family`, { exact: false }).waitFor();
      await carer.getByText("Your own Premium Parent still renews and bills you each month.", { exact: false }).waitFor();
      expect(await carer.getByRole("button", { name: "Choose Premium Parent" }).count()).toBe(0);
      await expectNoSeriousA11yViolations(carer);
      await carer.screenshot({ path: path.join(SCREENSHOTS, `family-plan-covered-${width}.png`), fullPage: true });
      // The owner's own Premium says whom it covers.
      await owner.goto("/subscription");
      await owner.getByText("Your Premium Parent also covers the other adults of your family", { exact: false }).waitFor();
      await expectNoSeriousA11yViolations(owner);
    });
  }
});
