import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { newPage, openBrowser, registerThroughApi, type BrowserSession } from "./browser";
import { serverUrl } from "./server";
import {
  SESSION_COOKIE,
  assertSignedIn,
  auditScreen,
  connectSignedIn,
  openAuditChromium,
} from "../../scripts/lib/audit-screens.mjs";

/**
 * npm run audit:app measures signed-in screens only when they really are signed in (scripts/lib/audit-screens.mjs):
 * a page the server sent signed out, or an app that signed out half-way, keeps its address, so the audit checks the
 * page Lighthouse leaves behind and fails, naming the screen, when it is not the parent's.
 */
let session: BrowserSession;
beforeAll(async () => {
  session = await openBrowser();
});
afterAll(async () => {
  await session?.close();
});

const home = { name: "home", file: "home", path: "/" };
/** A session cookie no server ever signed. */
const WRONG_SESSION = `${SESSION_COOKIE}=s%3Anot-a-session.not-a-signature`;

async function signedInParent(page: Page) {
  await registerThroughApi(page);
  const me = await page.evaluate(async () => ((await (await fetch("/api/auth/me")).json()) as { id: number }).id);
  return me;
}

describe("the audit's signed-in check", () => {
  it("passes on the parent's own screen and names the screen once the session is gone", async () => {
    const page = await newPage(session);
    const parentId = await signedInParent(page);
    await page.goto("/");
    await page.locator("[data-signed-in]").waitFor();
    await expect(assertSignedIn(page, home, parentId)).resolves.toBeUndefined();
    await expect(assertSignedIn(page, home, parentId + 1)).rejects.toThrow(`signed in as parent ${parentId}`);

    await page.context().clearCookies();
    await page.goto("/");
    await expect(assertSignedIn(page, home, parentId)).rejects.toThrow(
      /^home \(\/\) was not measured signed in as parent \d+: .*(landing page|signed out)/,
    );
  });

  it("fails a Lighthouse run whose session was dropped, naming the screen", async () => {
    const chromium = await openAuditChromium();
    try {
      const { browser, page } = await connectSignedIn(chromium.port, serverUrl(), WRONG_SESSION);
      try {
        // Only the request list is gathered: the check is under test here, not the scores.
        const run = auditScreen(home, {
          base: serverUrl(),
          page,
          parentId: 1,
          cookie: WRONG_SESSION,
          onlyAudits: ["network-requests"],
        });
        await expect(run).rejects.toThrow(/^home \(\/\) was not measured signed in as parent 1: /);
      } finally {
        await browser.disconnect();
      }
    } finally {
      await chromium.close();
    }
  });
});
