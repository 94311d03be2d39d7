import { afterAll, describe, expect, it } from "vitest";
import {
  DESKTOP, PHONE, expectNoSeriousA11yViolations, newPage, openBrowser, registerThroughApi, type BrowserSession,
} from "./browser";
import { readLesson, readThroughLead, statValue } from "./lessons";

interface PracticeFields {
  title: string;
  when: string;
  say: string;
  expect: string;
}
const first = readLesson<{ options: string[]; correctAnswer: number }>("01-") as ReturnType<typeof readLesson<{ options: string[]; correctAnswer: number }>> & {
  practice: PracticeFields;
};
const newBaby = readLesson("29-");

const sessions: BrowserSession[] = [];
afterAll(async () => {
  await Promise.all(sessions.map((session) => session.close()));
});
async function open(viewport: typeof PHONE, place: { timezoneId?: string; locale?: string }) {
  const session = await openBrowser(viewport, place);
  sessions.push(session);
  return session;
}

const sizes = [
  ["phone", PHONE],
  ["laptop", DESKTOP],
] as const;

describe.each(sizes)("this week's practice (%s)", (size, viewport) => {
  it("comes home with the finished lesson, then the next day asks how it went and awards 5 XP once", async () => {
    // Pago Pago is eleven hours behind UTC and Kiritimati fourteen ahead: whatever the hour, signing in from
    // Kiritimati is the parent's next calendar day.
    const yesterday = await newPage(await open(viewport, { timezoneId: "Pacific/Pago_Pago", locale: "en-US" }));
    const parent = await registerThroughApi(yesterday);
    await yesterday.goto("/");

    await yesterday.getByRole("link", { name: `Start Activity: ${first.title}` }).click();
    await yesterday.getByRole("link", { name: "Start Lesson" }).click();
    await readThroughLead(yesterday, first);
    await yesterday.getByRole("radio", { name: first.content.options[first.content.correctAnswer] ?? "" }).click();
    await yesterday.getByRole("button", { name: "Submit Answer" }).click();
    await yesterday.getByRole("button", { name: "Complete Lesson" }).click();
    await yesterday.getByRole("heading", { name: "Lesson complete!" }).waitFor();
    // The celebration sends the parent off with the lesson's practice.
    const onCelebration = yesterday.getByRole("region", { name: "Your practice for this week" });
    await onCelebration.getByText(first.practice.title).waitFor();
    await onCelebration.getByText(first.practice.say).waitFor();
    await yesterday.getByRole("link", { name: "Back to Home" }).first().click();
    await yesterday.waitForURL((url) => url.pathname === "/");

    const card = yesterday.getByRole("region", { name: first.practice.title });
    await card.getByText("This week's practice").waitFor();
    await card.getByText(first.practice.say).waitFor();
    await card.getByText(first.practice.expect).waitFor();
    await card.getByText("Try it when a moment comes. We'll ask how it went from tomorrow.").waitFor();
    expect(await card.getByRole("group", { name: "Did you try it?" }).count()).toBe(0);
    await card.screenshot({ path: `/tmp/i13code-practice-${size}-set.png` });
    await expectNoSeriousA11yViolations(yesterday);
    expect(yesterday.errors).toEqual([]);

    const today = await newPage(await open(viewport, { timezoneId: "Pacific/Kiritimati", locale: "en-US" }));
    await today.goto("/login");
    await today.getByLabel("Email").fill(parent.email);
    await today.getByLabel("Password").fill(parent.password);
    await today.getByRole("button", { name: "Log In" }).click();
    await today.waitForURL((url) => url.pathname === "/");
    const xpBefore = Number(await statValue(today, "XP"));

    const asking = today.getByRole("region", { name: first.practice.title });
    const question = asking.getByRole("group", { name: "Did you try it?" });
    await question.waitFor();
    await asking.getByText("How did it go? There's no wrong answer.").waitFor();
    await question.getByLabel("A note for your journal (optional)").fill("Named the crash first. Pip cried louder, then let me hug.");
    await asking.screenshot({ path: `/tmp/i13code-practice-${size}-ask.png` });
    await expectNoSeriousA11yViolations(today);
    await question.getByRole("button", { name: "Tried it" }).click();
    await asking.getByText("Well done for trying it. Small tries add up. +5 XP Your note is in your journal.").waitFor();
    expect(await asking.getByRole("group", { name: "Did you try it?" }).count()).toBe(0);
    await expect.poll(() => statValue(today, "XP")).toBe(String(xpBefore + 5));
    await asking.screenshot({ path: `/tmp/i13code-practice-${size}-done.png` });

    // A second answer, from the first device, awards nothing more.
    const again = await yesterday.evaluate(async (lessonId) => {
      const me = (await (await fetch("/api/auth/me")).json()) as { id: number };
      const response = await fetch(`/api/user/${me.id}/practices/${lessonId}/check-in`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ outcome: "tried" }),
      });
      return { status: response.status, body: (await response.json()) as { xpAwarded?: number } };
    }, first.id);
    expect(again).toEqual({ status: 200, body: expect.objectContaining({ xpAwarded: 0 }) });

    await today.goto("/profile");
    const tried = today.locator("div", { has: today.getByText("Practices Tried", { exact: true }) }).last();
    await expect.poll(async () => (await tried.textContent())?.replace("Practices Tried", "").trim()).toBe("1");
    await today.goto("/journal");
    await today.getByText(`Practice: ${first.practice.title}`).first().waitFor();
    await expectNoSeriousA11yViolations(today);
    expect(today.errors).toEqual([]);
  }, 150_000);
});

describe.each(sizes)("Get help now (%s)", (size, viewport) => {
  it("is reachable signed out from the landing footer, emergency first, with the helplines of the browser's country", async () => {
    const page = await newPage(await open(viewport, { locale: "en-GB" }));
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Get help now" }).click();
    await page.waitForURL("**/get-help");
    await page.getByRole("heading", { level: 1, name: "Get help now" }).waitFor();

    const regions = await page.getByRole("article", { name: "Get help now" }).getByRole("region").evaluateAll((nodes) => nodes.map((node) => node.querySelector("h2")?.textContent));
    expect(regions).toEqual([
      "If a child is in danger",
      "If you fear you might hurt your child",
      "If you feel unable to cope, low or unsafe at home",
      "If your child may be hurting themselves, or seems low",
    ]);
    const danger = page.getByRole("region", { name: "If a child is in danger" });
    expect(await danger.getByRole("link", { name: "Call 999" }).getAttribute("href")).toBe("tel:999");
    await page.getByText("Put the baby down safely in the cot and step away — never shake a baby.").waitFor();
    expect(await page.getByLabel("Your country").inputValue()).toBe("GB");
    await page.getByText("From this browser's region. Choose your country if you live somewhere else.").waitFor();
    const lines = page.getByRole("region", { name: "If you feel unable to cope, low or unsafe at home" });
    expect(await lines.getByRole("link", { name: "Call 116 123" }).getAttribute("href")).toBe("tel:116123");
    expect(await lines.getByRole("link", { name: "Call 0808 800 5000" }).getAttribute("href")).toBe("tel:08088005000");
    await lines.getByText("checked 23 November 2026").first().waitFor();
    await page.screenshot({ path: `/tmp/i13code-get-help-${size}-gb.png`, fullPage: true });
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel("Your country").selectOption({ label: "Australia" });
    expect(await danger.getByRole("link", { name: "Call 000" }).getAttribute("href")).toBe("tel:000");
    expect(await lines.getByRole("link", { name: "Call 13 11 14" }).getAttribute("href")).toBe("tel:131114");
    await lines.getByText("Here is who to call in Australia:").waitFor();
    // The older child's topic: the same-day step with the country's emergency number, and the child's own line.
    const child = page.getByRole("region", { name: "If your child may be hurting themselves, or seems low" });
    await child.getByText("call 000 or take them to an emergency department now", { exact: false }).waitFor();
    await child.getByText("A line your child can call themselves (Australia):").waitFor();
    expect(await child.getByRole("link", { name: "Call 1800 55 1800" }).getAttribute("href")).toBe("tel:1800551800");
    expect(await child.getByRole("listitem").count()).toBe(1);
    await page.getByText("Kept on this device.").waitFor();
    // The choice is remembered on this device: a reload, signed out, shows Australia's numbers again.
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Get help now" }).waitFor();
    expect(await page.getByLabel("Your country").inputValue()).toBe("AU");
    expect(await danger.getByRole("link", { name: "Call 000" }).getAttribute("href")).toBe("tel:000");
    await page.getByText("Kept on this device.").waitFor();
    await expectNoSeriousA11yViolations(page);
    expect(page.errors).toEqual([]);
  });

  it("shows Spain's numbers to a Spanish-speaking parent on an en-US browser once they choose Spain, on every device", async () => {
    const page = await newPage(await open(viewport, { locale: "en-US" }));
    const parent = await registerThroughApi(page);
    await page.evaluate(async () => {
      const me = (await (await fetch("/api/auth/me")).json()) as { id: number };
      await fetch(`/api/user/${me.id}/settings`, { method: "PATCH", headers: { "content-type": "application/json" }, body: JSON.stringify({ language: "es" }) });
    });
    await page.goto("/get-help");
    await page.getByRole("heading", { level: 1, name: "Pide ayuda ahora" }).waitFor();
    // Spanish is the language, not the country: until the parent chooses, the browser's region (the US) decides.
    const country = page.getByLabel("Tu país");
    expect(await country.inputValue()).toBe("US");
    await page.locator('a[href="tel:911"]').first().waitFor();
    await page.getByText("Según la región de este navegador. Elige tu país si vives en otro.").waitFor();

    const saved = page.waitForResponse((response) => response.request().method() === "PATCH" && response.url().endsWith("/settings"));
    await country.selectOption({ label: "España" });
    expect((await saved).status()).toBe(200);
    await page.getByText("Guardado en tu cuenta. Puedes cambiarlo aquí o en Ajustes.").waitFor();
    // The account's settings may arrive a moment after the page: the country follows them when they do.
    const spain = async (on: typeof page) => {
      await expect.poll(() => on.getByLabel("Tu país").inputValue()).toBe("ES");
      await on.locator('a[href="tel:112"]').first().waitFor();
      await on.locator('a[href="tel:024"]').waitFor();
      await on.locator('a[href="tel:900202010"]').waitFor();
      expect(await on.locator('a[href="tel:911"]').count()).toBe(0);
    };
    await spain(page);
    await page.screenshot({ path: `/tmp/country49-get-help-${size}-es.png`, fullPage: true });
    await expectNoSeriousA11yViolations(page);
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Pide ayuda ahora" }).waitFor();
    await spain(page);

    // Another en-US device, where nothing was chosen: the account's choice comes with the parent.
    const other = await newPage(await open(viewport, { locale: "en-US" }));
    await other.goto("/login");
    await other.getByLabel("Email").fill(parent.email);
    await other.getByLabel("Password").fill(parent.password);
    await other.getByRole("button", { name: "Log In" }).click();
    await other.waitForURL((url) => url.pathname === "/");
    await other.goto("/get-help");
    await other.getByRole("heading", { level: 1, name: "Pide ayuda ahora" }).waitFor();
    await spain(other);

    // Settings changes it (France), and "Not chosen" gives the choice back to the browser's region.
    await other.goto("/settings");
    const setting = other.getByLabel("Tu país");
    expect(await setting.inputValue()).toBe("ES");
    await setting.selectOption({ label: "Francia" });
    const storedCountry = () =>
      other.evaluate(async () => {
        const me = (await (await fetch("/api/auth/me")).json()) as { id: number };
        return ((await (await fetch(`/api/user/${me.id}/settings`)).json()) as { helpCountry: string | null }).helpCountry;
      });
    await expect.poll(storedCountry).toBe("FR");
    await other.screenshot({ path: `/tmp/country49-settings-${size}.png` });
    await expectNoSeriousA11yViolations(other);
    await other.goto("/get-help");
    await expect.poll(() => other.getByLabel("Tu país").inputValue()).toBe("FR");
    await other.locator('a[href="tel:3114"]').waitFor();
    await other.goto("/settings");
    await other.getByLabel("Tu país").selectOption({ label: "Sin elegir: la región de este navegador" });
    expect(await other.getByLabel("Tu país").inputValue()).toBe("");
    await expect.poll(storedCountry).toBeNull();
    await other.goto("/get-help");
    await other.getByRole("heading", { level: 1, name: "Pide ayuda ahora" }).waitFor();
    await expect.poll(() => other.getByLabel("Tu país").inputValue()).toBe("US");
    expect(page.errors).toEqual([]);
    expect(other.errors).toEqual([]);
  }, 120_000);

  it("asks for the country when the browser names none, and still says to call the emergency number", async () => {
    // Italy: a country without helplines in the list (Germany, Spain, France and Mexico have theirs).
    const page = await newPage(await open(viewport, { locale: "it-IT" }));
    await page.goto("/get-help");
    await page.getByText("Call your local emergency number now.").waitFor();
    await page.getByText("Choose your country to see who to call.", { exact: false }).waitFor();
    await page.getByText("Choose your country above to see a line your child can call themselves.").waitFor();
    await page.getByLabel("Your country").selectOption({ label: "New Zealand" });
    expect(await page.getByRole("link", { name: "Call 111" }).getAttribute("href")).toBe("tel:111");
    expect(await page.getByRole("link", { name: "Call or text 1737" }).getAttribute("href")).toBe("tel:1737");
    // No young people's line has been checked for New Zealand: the page says so rather than guess one.
    await page
      .getByRole("region", { name: "If your child may be hurting themselves, or seems low" })
      .getByText("We have not yet checked a line of their own for young people (New Zealand)", { exact: false })
      .waitFor();
    await expectNoSeriousA11yViolations(page);
    expect(page.errors).toEqual([]);
  });

  it("is offered gently after a Sad mood, in the side menu and help dialog, and on a lesson about a new baby", async () => {
    const page = await newPage(await open(viewport, { locale: "en-US" }));
    await registerThroughApi(page);
    await page.goto("/");
    const mood = page.getByRole("region", { name: "How are you feeling today?" });
    await mood.getByRole("button", { name: "Happy" }).click();
    expect(await mood.getByRole("link", { name: "Get help now" }).count()).toBe(0);
    await mood.getByRole("button", { name: "Sad" }).click();
    await mood.getByText("If today feels like too much, you don't have to carry it alone.").waitFor();
    await mood.screenshot({ path: `/tmp/i13code-mood-${size}-sad.png` });
    await expectNoSeriousA11yViolations(page);
    await mood.getByRole("link", { name: "Get help now" }).click();
    await page.waitForURL("**/get-help");
    await page.getByRole("heading", { level: 1, name: "Get help now" }).waitFor();
    expect(await page.getByRole("link", { name: "Call 911" }).getAttribute("href")).toBe("tel:911");
    await page.getByRole("region", { name: "If you feel unable to cope, low or unsafe at home" }).getByRole("link", { name: "Call or text 988" }).waitFor();
    // A young person can call 988 themselves too: the older child's topic lists it as their own line.
    await page.getByRole("region", { name: "If your child may be hurting themselves, or seems low" }).getByRole("link", { name: "Call or text 988" }).waitFor();
    await page.screenshot({ path: `/tmp/i13code-get-help-${size}-signed-in.png`, fullPage: true });
    await expectNoSeriousA11yViolations(page);

    // A phone opens the menu; a laptop shows the same entries in its side navigation.
    const onPhone = viewport.width < 1024;
    const menu = async () => {
      if (!onPhone) return page.getByRole("navigation", { name: "Side navigation" });
      await page.getByRole("button", { name: "Open menu" }).click();
      return page.getByRole("dialog", { name: "Menu" });
    };
    await (await menu()).getByRole("button", { name: "Help and Support" }).click();
    const help = page.getByRole("dialog", { name: "Help and Support" });
    await help.getByRole("link", { name: "Get help now" }).waitFor();
    await page.keyboard.press("Escape");
    await (await menu()).getByRole("link", { name: "Get help now" }).click();
    await page.waitForURL("**/get-help");

    await page.goto(`/lessons/${newBaby.levelId}/lesson/${newBaby.id}`);
    await page.getByRole("heading", { level: 1, name: newBaby.title }).waitFor();
    await page.getByRole("main").getByRole("link", { name: "Get help now" }).waitFor();
    await page.goto(`/lessons/${first.levelId}/lesson/${first.id}`);
    await page.getByRole("heading", { level: 1, name: first.title }).waitFor();
    expect(await page.getByRole("main").getByRole("link", { name: "Get help now" }).count()).toBe(0);
    expect(page.errors).toEqual([]);
  });
});

describe("Get help now on a narrow phone", () => {
  it("keeps every phone number on one line at 390 and 320 px, and speaks of a crib in the US and a cot in the UK", async () => {
    const page = await newPage(await open(PHONE, { locale: "en-US" }));
    await page.goto("/get-help");
    await page.getByText("Put the baby down safely in the crib and step away — never shake a baby.").waitFor();
    await page.getByText("A baby on their back in the crib is safe", { exact: false }).waitFor();
    const lines = page.getByRole("region", { name: "If you feel unable to cope, low or unsafe at home" });
    expect(await lines.getByRole("link", { name: "Call or text 1-800-422-4453" }).getAttribute("href")).toBe("tel:18004224453");

    // Every number on the page, in a call button or in a sentence, sits on one line.
    const brokenNumbers = () =>
      page.locator("article").evaluate((article) => {
        const numbers = [...article.querySelectorAll("span")].filter(
          (node) => node.childElementCount === 0 && /^[\d -]+$/.test(node.textContent ?? ""),
        );
        return {
          checked: numbers.length,
          broken: numbers.filter((node) => node.getClientRects().length !== 1).map((node) => node.textContent),
        };
      });
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: 844 });
      const { checked, broken } = await brokenNumbers();
      expect(checked, `numbers found at ${width} px`).toBeGreaterThanOrEqual(5);
      expect(broken, `numbers split over lines at ${width} px`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `no sideways scroll at ${width} px`).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `/tmp/get-help-us-${width}.png`, fullPage: true });
    }
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel("Your country").selectOption({ label: "United Kingdom" });
    await page.getByText("Put the baby down safely in the cot and step away — never shake a baby.").waitFor();
    expect((await brokenNumbers()).broken).toEqual([]);
    expect(page.errors).toEqual([]);
  });
});
