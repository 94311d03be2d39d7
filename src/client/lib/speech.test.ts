import { describe, expect, it } from "vitest";
import { SpeechQueue, localVoiceFor } from "./speech";

const voice = (lang: string, localService: boolean, name = lang, isDefault = false) =>
  ({ lang, localService, name, default: isDefault, voiceURI: name }) as SpeechSynthesisVoice;

describe("localVoiceFor", () => {
  it("chooses only a voice that stays on the device, never a network voice", () => {
    const network = voice("en-US", false, "Google US English");
    const local = voice("en-GB", true, "Daniel");
    expect(localVoiceFor([network, local], "en", ["en-US"])).toBe(local);
    expect(localVoiceFor([network], "en")).toBeNull();
  });

  it("matches the lesson's language, preferring the app locale's region, then the device's default voice", () => {
    const us = voice("en-US", true, "Samantha");
    const gb = voice("en_GB", true, "Daniel", true);
    const es = voice("es-ES", true, "Mónica");
    expect(localVoiceFor([us, gb, es], "es")).toBe(es);
    expect(localVoiceFor([us, gb, es], "en", ["en-GB"])).toBe(gb);
    expect(localVoiceFor([us, gb, es], "en", ["en-US"])).toBe(us);
    // No region matches: the language's default voice, else the first.
    expect(localVoiceFor([us, gb], "en", ["en-AU"])).toBe(gb);
    expect(localVoiceFor([us], "en", ["en-AU"])).toBe(us);
  });

  it("finds none when the device has no local voice for the language", () => {
    expect(localVoiceFor([voice("en-US", true), voice("de-DE", false)], "de")).toBeNull();
    expect(localVoiceFor([], "fr")).toBeNull();
  });
});

/** A speech synthesis that records what it was asked to say and finishes an utterance when told. */
function fakeSynth() {
  const spoken: SpeechSynthesisUtterance[] = [];
  let cancels = 0;
  return {
    spoken,
    get cancels() {
      return cancels;
    },
    synth: {
      speak: (utterance: SpeechSynthesisUtterance) => spoken.push(utterance),
      cancel: () => {
        cancels += 1;
      },
      getVoices: () => [],
    },
    /** The last utterance finishes. */
    finish() {
      const last = spoken.at(-1)!;
      last.onend?.({} as SpeechSynthesisEvent);
    },
  };
}

const utter = (text: string) =>
  ({ text, lang: "", rate: 1, voice: null, onend: null, onerror: null }) as unknown as SpeechSynthesisUtterance;
const part = (text: string) => ({ text });

describe("SpeechQueue", () => {
  it("reads the parts one by one in the lesson's language and speed, and says which part is being read", () => {
    const fake = fakeSynth();
    const reading: (string | null)[] = [];
    const queue = new SpeechQueue(fake.synth, { onPart: (current) => reading.push(current?.text ?? null) }, { utter });
    const es = voice("es-ES", true);
    queue.setVoice(es, "es");
    queue.setRate(1.25);
    queue.replace([part("El plátano"), part("Opción A: Abrazarla")]);
    queue.play();
    expect(fake.spoken.map((u) => [u.text, u.lang, u.rate, u.voice])).toEqual([["El plátano", "es", 1.25, es]]);
    fake.finish();
    expect(fake.spoken.map((u) => u.text)).toEqual(["El plátano", "Opción A: Abrazarla"]);
    fake.finish();
    // Run out: waiting, still listening, for what comes next.
    expect(reading).toEqual(["El plátano", "Opción A: Abrazarla", null]);
    expect(queue.isPlaying).toBe(true);
    queue.append([part("Feedback")]);
    expect(fake.spoken.at(-1)!.text).toBe("Feedback");
  });

  it("pauses itself, and throws nothing at the screen, when the device's speech engine throws", () => {
    const blocked: string[] = [];
    const synth = {
      speak: () => {
        throw new Error("voice not supported");
      },
      cancel: () => {},
      getVoices: () => [],
    };
    const queue = new SpeechQueue(synth, { onBlocked: () => blocked.push("blocked") }, { utter });
    queue.replace([part("One")]);
    expect(() => queue.play()).not.toThrow();
    expect(blocked).toEqual(["blocked"]);
    expect(queue.isPlaying).toBe(false);
  });

  it("reads feedback at once in place of what was still to read", () => {
    const fake = fakeSynth();
    const queue = new SpeechQueue(fake.synth, {}, { utter });
    queue.replace([part("Question"), part("Option A: one"), part("Option B: two")]);
    queue.play();
    queue.replace([part("Correct"), part("That helps.")]);
    expect(fake.spoken.map((u) => u.text)).toEqual(["Question", "Correct"]);
    // The cancelled utterance's end changes nothing.
    fake.spoken[0]!.onend?.({} as SpeechSynthesisEvent);
    expect(fake.spoken.map((u) => u.text)).toEqual(["Question", "Correct"]);
  });

  it("pauses by cancelling and keeps the place; play reads that part again; next skips a part", () => {
    const fake = fakeSynth();
    const queue = new SpeechQueue(fake.synth, {}, { utter });
    queue.replace([part("One"), part("Two"), part("Three")]);
    queue.play();
    fake.finish();
    const cancelsBefore = fake.cancels;
    queue.pause();
    expect(fake.cancels).toBe(cancelsBefore + 1);
    expect(queue.isPlaying).toBe(false);
    // The paused utterance's end (as a browser reports a cancel) does not move on.
    fake.finish();
    expect(fake.spoken.map((u) => u.text)).toEqual(["One", "Two"]);
    queue.play();
    expect(fake.spoken.at(-1)!.text).toBe("Two");
    queue.next();
    expect(fake.spoken.at(-1)!.text).toBe("Three");
    queue.stop();
    expect(queue.isPlaying).toBe(false);
    expect(queue.current).toBeUndefined();
  });

  it("pauses itself when the browser refuses to speak before a tap", () => {
    const fake = fakeSynth();
    let blocked = false;
    const queue = new SpeechQueue(fake.synth, { onBlocked: () => (blocked = true) }, { utter });
    queue.replace([part("One")]);
    queue.play();
    fake.spoken[0]!.onerror?.({ error: "not-allowed" } as SpeechSynthesisErrorEvent);
    expect(blocked).toBe(true);
    expect(queue.isPlaying).toBe(false);
    expect(queue.current?.text).toBe("One");
  });
});
