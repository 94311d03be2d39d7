import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DESKTOP, PHONE, SCREENSHOTS, type BrowserSession, expectNoSeriousA11yViolations, newPage, newParent, openBrowser, settleAnimations,
} from "./browser";
import { type LeadCardFile, type Say, inEnglish, readLesson } from "./lessons";
import { wordsIn } from "./words";

/**
 * docs/product-rules.md#listening, as a parent who said "Listening, like a podcast" finds it: the first lesson reads
 * itself aloud, card by card, its options with their letters and the feedback after an answer, in English and in
 * Spanish; pause stops it; a device without a voice that stays on it says so. Headless Chromium has no voices: the
 * init script below gives the page two local voices and a network one, and records what the app asks it to say.
 */
// Plain script text, so the test runner's compiler cannot add helpers the page does not have.
const FAKE_SPEECH = `(() => {
  let networkOnly = false;
  try {
    networkOnly = localStorage.getItem("growly-test-voices") === "network-only";
  } catch {
    // The blank page a new tab opens with has no storage.
  }
  const voice = (name, lang, localService, isDefault) => ({ name, lang, localService, default: isDefault === true, voiceURI: name });
  const voices = [voice("Google US English", "en-US", false)].concat(
    networkOnly ? [] : [voice("Samantha", "en-US", true, true), voice("Mónica", "es-ES", true)],
  );
  window.spoken = [];
  window.cancels = 0;
  let current = null;
  // The page's voices are plain objects, which the browser's own utterance refuses as its voice: a stand-in takes it.
  function Utterance(text) {
    this.text = text;
    this.lang = "";
    this.rate = 1;
    this.voice = null;
    this.onend = null;
    this.onerror = null;
  }
  window.SpeechSynthesisUtterance = Utterance;
  const synth = window.speechSynthesis;
  synth.getVoices = () => voices;
  synth.speak = (utterance) => {
    window.spoken.push({ text: utterance.text, lang: utterance.lang, voice: utterance.voice && utterance.voice.name, rate: utterance.rate });
    current = utterance;
  };
  synth.cancel = () => {
    window.cancels += 1;
    current = null;
  };
  // The voice reaches the end of what it was saying.
  window.finishSpeaking = () => {
    const finished = current;
    current = null;
    if (finished && finished.onend) finished.onend(new Event("end"));
  };
})();`;

type Spoken = { text: string; lang: string; voice: string | undefined };
const spokenSoFar = (page: Page) => page.evaluate(() => (window as unknown as { spoken: Spoken[] }).spoken);

/** Lets the voice finish part after part until it has said something matching `wanted`; returns that utterance. */
async function hearUntil(page: Page, wanted: string): Promise<Spoken> {
  const heard = page.waitForFunction(
    (text) => {
      const speech = window as unknown as { spoken: Spoken[]; finishSpeaking: () => void };
      if (speech.spoken.some((utterance) => utterance.text.includes(text))) return true;
      speech.finishSpeaking();
      return false;
    },
    wanted,
    { polling: 100, timeout: 15_000 },
  );
  await heard.catch(async (error: Error) => {
    const texts = (await spokenSoFar(page)).map((utterance) => `${utterance.lang}: ${utterance.text}`);
    throw new Error(`never heard "${wanted}"; heard:\n${texts.join("\n")}`, { cause: error });
  });
  return (await spokenSoFar(page)).find((utterance) => utterance.text.includes(wanted))!;
}

const lessonPath = "/lessons/1/lesson/1/old";

let session: BrowserSession;
let page: Page & { errors: string[] };
let userId: number;

beforeAll(async () => {
  session = await openBrowser(PHONE);
  await session.context.addInitScript({ content: FAKE_SPEECH });
  page = await newPage(session);
  await page.goto("/login");
  // One parent for the whole file, onboarded through the API with the listening answer.
  userId = await page.evaluate(async (fields) => {
    const send = async (method: string, url: string, body: unknown) => {
      const response = await fetch(url, { method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
      if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}`);
      return response.json() as Promise<{ id: number }>;
    };
    const me = await send("POST", "/api/auth/register", { ...fields, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone });
    await send("PATCH", `/api/user/${me.id}`, {
      onboardingData: {
        childAge: "3-5",
        familyStructure: "two-parent",
        preferredLearningStyle: "audio",
        availableTime: "5-10-minutes",
        parentingChallenges: ["bedtime"],
        primaryGoals: ["stay-calm"],
      },
    });
    return me.id;
  }, newParent());
});
afterAll(async () => {
  await session?.close();
});

async function changeSettings(change: Record<string, unknown>) {
  await page.evaluate(
    async ({ id, body }) => {
      const response = await fetch(`/api/user/${id}/settings`, {
        method: "PATCH",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`settings answered ${response.status}`);
    },
    { id: userId, body: change },
  );
}

/** The first lesson read aloud in `language`: its first card, then the second card's check, an answer and its feedback. */
async function listenToFirstLesson(language: "en" | "es", say: Say, device: string, { resumed = false } = {}) {
  const lesson = readLesson("01-", language);
  const [first, second] = lesson.lead as [LeadCardFile, LeadCardFile];
  await page.goto(lessonPath);
  // Back in a lesson left at its second card: from the start, which the voice follows.
  if (resumed) await page.getByRole("button", { name: say("Start over") }).click();
  const controls = page.getByRole("group", { name: say("Listen to the lesson") });
  await controls.waitFor();
  // The first card is read by itself, in the lesson's language, with the device's local voice for it.
  const heading = await hearUntil(page, first.heading);
  expect(heading.lang).toBe(language);
  expect(heading.voice).toBe(language === "en" ? "Samantha" : "Mónica");
  expect(await page.locator("[data-reading]").count()).toBe(1);
  // The card's count ("1 of 3") is the progress bar's to show: never read.
  expect((await spokenSoFar(page)).map((utterance) => utterance.text)).not.toContain(say("{cardNumber} of {count}", { cardNumber: 1, count: lesson.lead!.length }));
  await settleAnimations(page);
  await page.screenshot({ path: `${SCREENSHOTS}/listening-first-card-${language}-${device}.png` });
  await expectNoSeriousA11yViolations(page);

  // Scrolled to the foot of the card, Next brings the next card in from its top: its count and title below the
  // lesson's sticky bar (two rows on a phone), not under it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.getByRole("button", { name: say("Next"), exact: true }).click();
  await expect
    .poll(async () => {
      const bar = await page.locator("[data-lesson-frame] > .sticky").first().boundingBox();
      const card = await page.getByRole("region", { name: say("Before you practise") }).boundingBox();
      return bar && card ? Math.round(card.y - (bar.y + bar.height)) : null;
    })
    .toBeGreaterThanOrEqual(0);
  const check = second.check!;
  // The options are read with their letters.
  const option = await hearUntil(page, say("Option {letter}: {option}", { letter: "B", option: check.options[1]! }));
  expect(option.lang).toBe(language);
  await page.getByRole("radio", { name: check.options[check.correctAnswer]! }).click();
  await page.getByRole("button", { name: say("Submit Answer") }).click();
  // The feedback is read after the answer, at once.
  const feedback = await hearUntil(page, check.optionFeedback[check.correctAnswer]!.slice(0, 40));
  expect(feedback.lang).toBe(language);
  await settleAnimations(page);
  await page.screenshot({ path: `${SCREENSHOTS}/listening-feedback-${language}-${device}.png` });
  return { second };
}

/** Lets the voice finish until everything on the screen has been read: the controls say so. */
async function hearToTheEnd(page: Page, readAgain: string) {
  await page.waitForFunction(
    (label) => {
      if (document.querySelector(`button[aria-label="${label}"]`)) return true;
      (window as unknown as { finishSpeaking: () => void }).finishSpeaking();
      return false;
    },
    readAgain,
    { polling: 100, timeout: 15_000 },
  );
}

/** The width of the lesson's progress bar. */
const barWidth = (page: Page) => page.getByRole("progressbar", { name: "Lesson progress" }).evaluate((bar) => bar.getBoundingClientRect().width);

describe("Listening to a lesson", () => {
  it("reads the first card, an option with its letter and the feedback in English; pause stops it; at 390 and 1280 px", async () => {
    const { second } = await listenToFirstLesson("en", inEnglish, "phone");
    // The Listen controls never squeeze the progress bar: it keeps a row of its own on a phone, at 390 and 320 px.
    expect(await barWidth(page)).toBeGreaterThan(300);
    await page.setViewportSize({ width: 320, height: 640 });
    expect(await barWidth(page)).toBeGreaterThan(250);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: `${SCREENSHOTS}/listening-top-bar-320.png` });
    await page.setViewportSize(PHONE);
    // Everything on the card read, the controls say so and offer to read it again.
    await hearToTheEnd(page, "Read again");
    expect(await page.getByText("Finished reading").count()).toBe(1);
    expect(await page.getByRole("button", { name: "Pause" }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page);
    const heardSoFar = (await spokenSoFar(page)).length;
    await page.getByRole("button", { name: "Read again" }).click();
    // From the card's top again, not only the feedback that was read last.
    await page.waitForFunction((count) => (window as unknown as { spoken: unknown[] }).spoken.length > count, heardSoFar);
    expect((await spokenSoFar(page))[heardSoFar]!.text).toBe(second.heading);

    // The leave question stops the voice; Keep going leaves it paused until the parent presses Resume.
    let cancels = await page.evaluate(() => (window as unknown as { cancels: number }).cancels);
    await page.getByRole("button", { name: "Leave the lesson" }).click();
    await page.getByRole("dialog", { name: "Leave the lesson?" }).waitFor();
    await expect.poll(() => page.evaluate(() => (window as unknown as { cancels: number }).cancels)).toBeGreaterThan(cancels);
    const heardBefore = (await spokenSoFar(page)).length;
    await page.evaluate(() => (window as unknown as { finishSpeaking: () => void }).finishSpeaking());
    await page.getByRole("button", { name: "Keep going" }).click();
    await page.getByRole("button", { name: "Resume" }).waitFor();
    expect((await spokenSoFar(page)).length).toBe(heardBefore);
    await page.getByRole("button", { name: "Resume" }).click();
    await page.getByRole("button", { name: "Pause" }).waitFor();

    // Pause: the voice is cancelled, and the end of what it was saying starts nothing new.
    cancels = await page.evaluate(() => (window as unknown as { cancels: number }).cancels);
    await page.getByRole("button", { name: "Pause" }).click();
    await page.getByRole("button", { name: "Resume" }).waitFor();
    const count = (await spokenSoFar(page)).length;
    expect(await page.evaluate(() => (window as unknown as { cancels: number }).cancels)).toBeGreaterThan(cancels);
    await page.evaluate(() => (window as unknown as { finishSpeaking: () => void }).finishSpeaking());
    expect((await spokenSoFar(page)).length).toBe(count);
    expect(await page.locator("[data-reading]").count()).toBe(0);
    await expectNoSeriousA11yViolations(page);

    await page.setViewportSize(DESKTOP);
    await page.getByRole("button", { name: "Resume" }).click();
    await page.getByRole("button", { name: "Pause" }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/listening-feedback-en-laptop.png` });
    await expectNoSeriousA11yViolations(page);
    await hearToTheEnd(page, "Read again");
    await page.getByRole("button", { name: "Read again" }).click();
    await page.getByRole("button", { name: "Pause" }).waitFor();
    await page.setViewportSize(PHONE);
    expect(page.errors).toEqual([]);
  });

  it("offers Listen on the lesson's intro, which reads its title, description and what Start does only on a tap", async () => {
    const lesson = readLesson("01-", "en");
    await page.goto("/lessons/1/lesson/1");
    const listen = page.getByRole("button", { name: "Listen", exact: true });
    await listen.waitFor();
    const before = (await spokenSoFar(page)).length;
    expect(before).toBe(0);
    await listen.click();
    await hearUntil(page, lesson.title);
    await hearUntil(page, "Start Lesson opens the lesson, and it is read aloud as it goes.");
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS}/listening-intro-phone.png` });
    await page.setViewportSize(DESKTOP);
    await page.getByRole("button", { name: "Pause" }).click();
    await page.getByRole("button", { name: "Resume" }).waitFor();
    await page.setViewportSize(PHONE);
    expect(page.errors).toEqual([]);
  });

  it("has the listening controls in the side menu's Settings dialog too", async () => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "Settings", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Settings" });
    const listen = dialog.getByRole("switch", { name: "Listen to lessons" });
    expect(await listen.getAttribute("aria-checked")).toBe("true");
    await dialog.getByText("1.25×").click();
    const stored = () =>
      page.evaluate(async (id) => (await (await fetch(`/api/user/${id}/settings`)).json()) as { listeningRate: number }, userId);
    await expect.poll(async () => (await stored()).listeningRate).toBe(1.25);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS}/listening-settings-dialog-phone.png` });
    await page.setViewportSize(DESKTOP);
    await dialog.getByText("1×", { exact: true }).click();
    await expect.poll(async () => (await stored()).listeningRate).toBe(1);
    await page.keyboard.press("Escape");
    await page.setViewportSize(PHONE);
    expect(page.errors).toEqual([]);
  });

  it("says plainly, after Listen, that the device has no voice for English that stays on it, and says nothing", async () => {
    // With the setting off, the top bar offers one Listen button.
    await changeSettings({ listenToLessons: false });
    await page.evaluate(() => localStorage.setItem("growly-test-voices", "network-only"));
    await page.goto(lessonPath);
    const listen = page.getByRole("button", { name: "Listen", exact: true });
    await listen.waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/listening-off-phone.png` });
    await listen.click();
    const message = page.getByText("This device has no voice for English that stays on the device.");
    await message.waitFor();
    expect(await spokenSoFar(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/listening-no-voice-phone.png` });
    await expectNoSeriousA11yViolations(page);
    await page.evaluate(() => localStorage.removeItem("growly-test-voices"));
    await changeSettings({ listenToLessons: true });
  });

  it("reads the lesson in Spanish with a Spanish voice, options as «Opción B: …»", async () => {
    await changeSettings({ language: "es" });
    await listenToFirstLesson("es", wordsIn("es"), "phone", { resumed: true });
    await page.getByRole("button", { name: wordsIn("es")("Pause") }).click();
    await expectNoSeriousA11yViolations(page);
    await changeSettings({ language: "en" });
    expect(page.errors).toEqual([]);
  });
});
