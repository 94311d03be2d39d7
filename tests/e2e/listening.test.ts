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
  await settleAnimations(page);
  await page.screenshot({ path: `${SCREENSHOTS}/listening-first-card-${language}-${device}.png` });
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: say("Next"), exact: true }).click();
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
}

describe("Listening to a lesson", () => {
  it("reads the first card, an option with its letter and the feedback in English; pause stops it; at 390 and 1280 px", async () => {
    await listenToFirstLesson("en", inEnglish, "phone");
    // Pause: the voice is cancelled, and the end of what it was saying starts nothing new.
    const cancels = await page.evaluate(() => (window as unknown as { cancels: number }).cancels);
    await page.getByRole("button", { name: "Pause" }).click();
    await page.getByRole("button", { name: "Play" }).waitFor();
    const count = (await spokenSoFar(page)).length;
    expect(await page.evaluate(() => (window as unknown as { cancels: number }).cancels)).toBeGreaterThan(cancels);
    await page.evaluate(() => (window as unknown as { finishSpeaking: () => void }).finishSpeaking());
    expect((await spokenSoFar(page)).length).toBe(count);
    expect(await page.locator("[data-reading]").count()).toBe(0);
    await expectNoSeriousA11yViolations(page);

    await page.setViewportSize(DESKTOP);
    await page.getByRole("button", { name: "Play" }).click();
    await page.getByRole("button", { name: "Pause" }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/listening-feedback-en-laptop.png` });
    await expectNoSeriousA11yViolations(page);
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
