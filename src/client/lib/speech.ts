/**
 * Reading a lesson aloud with the device's own speech synthesis (docs/product-rules.md#listening): the choice of a
 * voice that stays on the device, and a queue of parts spoken one at a time, so the part being read is known, "next"
 * can skip it and a pause can pick it up again. No text leaves the device: a voice that is not `localService` (a
 * browser's network voice) is never used, and there are no audio files.
 */

/** What the queue needs of `window.speechSynthesis`, so a test can hand in its own. */
export type Synth = Pick<SpeechSynthesis, "speak" | "cancel" | "getVoices">;

/** What a voice choice reads of a voice. */
export type VoiceInfo = Pick<SpeechSynthesisVoice, "lang" | "localService" | "default" | "name">;

/** The device's speech synthesis, or null where there is none (the server, an old browser). */
export function deviceSpeech(): SpeechSynthesis | null {
  if (typeof window === "undefined" || !("speechSynthesis" in window) || typeof window.SpeechSynthesisUtterance !== "function") return null;
  return window.speechSynthesis;
}

/** "en_US", "EN-us" and "en-US" are one tag. */
const normalTag = (tag: string) => tag.replace(/_/g, "-").toLowerCase();
const languageOf = (tag: string) => normalTag(tag).split("-")[0]!;

/**
 * The voice to read a text in `language` (its tag: "en", "es", …) with: only a voice that stays on the device
 * (`localService`), of the same language; among those the first whose tag is one of `preferred` exactly (the app's
 * locale with its region, "en-GB"), else the device's default voice for the language, else the first. Null when the
 * device has no local voice for it: then nothing is spoken, and the controls say so.
 */
export function localVoiceFor<Voice extends VoiceInfo>(voices: readonly Voice[], language: string, preferred: readonly string[] = []): Voice | null {
  const wanted = languageOf(language);
  const candidates = voices.filter((voice) => voice.localService && languageOf(voice.lang) === wanted);
  for (const tag of preferred) {
    const exact = candidates.find((voice) => normalTag(voice.lang) === normalTag(tag));
    if (exact) return exact;
  }
  return candidates.find((voice) => voice.default) ?? candidates[0] ?? null;
}

export interface QueueEvents<Part> {
  /** The part now being read, or null when nothing is (paused, stopped, or the queue has run out). */
  onPart?: (part: Part | null) => void;
  /** The browser refused to speak (no tap yet on this page): the queue has paused itself. */
  onBlocked?: () => void;
  /**
   * Everything on the screen has been read: the queue waits, still playing, for what the parent opens next (a new
   * card or feedback is read when it shows); the controls say reading has ended.
   */
  onIdle?: () => void;
}

export interface QueueOptions {
  /** Makes an utterance; the browser's own by default. */
  utter?: (text: string) => SpeechSynthesisUtterance;
}

/**
 * The parts of a lesson screen spoken one after another. Each part is its own utterance: when it ends the next one
 * starts, so the queue always knows which part is being read. A pause cancels the utterance and keeps the place (play
 * reads that part again from its start: browsers' own pause is unreliable); "next" skips to the next part.
 */
export class SpeechQueue<Part extends { text: string }> {
  private parts: Part[] = [];
  private at = 0;
  private playing = false;
  /** Bumped whenever what is spoken changes, so the events of a cancelled utterance are ignored. */
  private turn = 0;
  private voice: SpeechSynthesisVoice | null = null;
  private lang = "en";
  private rate = 1;
  private readonly utter: (text: string) => SpeechSynthesisUtterance;

  constructor(
    private readonly synth: Synth,
    private readonly events: QueueEvents<Part> = {},
    options: QueueOptions = {},
  ) {
    this.utter = options.utter ?? ((text) => new SpeechSynthesisUtterance(text));
  }

  get isPlaying(): boolean {
    return this.playing;
  }

  /** The part being read, or the one play starts with. */
  get current(): Part | undefined {
    return this.parts[this.at];
  }

  /** The voice and the language tag of what is read (the lesson's language, `utterance.lang`). */
  setVoice(voice: SpeechSynthesisVoice | null, lang: string): void {
    this.voice = voice;
    this.lang = lang;
  }

  /** A new speed takes effect at once: the part being read starts again at it. */
  setRate(rate: number): void {
    if (rate === this.rate) return;
    this.rate = rate;
    if (this.playing) this.speakCurrent();
  }

  /** What is on screen now, read from its first part (a new card, or feedback that replaces the rest). */
  replace(parts: Part[]): void {
    this.parts = [...parts];
    this.at = 0;
    if (this.playing) this.speakCurrent();
  }

  /** Parts that appeared below what is being read: read after it. */
  append(parts: Part[]): void {
    if (parts.length === 0) return;
    const idle = this.at >= this.parts.length;
    this.parts.push(...parts);
    if (this.playing && idle) this.speakCurrent();
  }

  /** Reads from the part it stopped at; after the last part, from the first again. */
  play(): void {
    if (this.at >= this.parts.length) this.at = 0;
    this.playing = true;
    this.speakCurrent();
  }

  /** Stops speaking and keeps the place. */
  pause(): void {
    if (!this.playing) return;
    this.playing = false;
    this.silence();
    this.events.onPart?.(null);
  }

  /** Skips to the next part (read at once when playing). */
  next(): void {
    if (this.at < this.parts.length) this.at += 1;
    if (this.playing) this.speakCurrent();
    else this.events.onPart?.(null);
  }

  /** Stops for good: leaving the lesson. */
  stop(): void {
    this.playing = false;
    this.parts = [];
    this.at = 0;
    this.silence();
    this.events.onPart?.(null);
  }

  private silence(): void {
    this.turn += 1;
    this.synth.cancel();
  }

  private speakCurrent(): void {
    this.silence();
    const part = this.parts[this.at];
    if (!part) {
      // Nothing left on this screen: the queue waits, still playing, for what the parent opens next.
      this.events.onPart?.(null);
      if (this.playing) this.events.onIdle?.();
      return;
    }
    const turn = this.turn;
    const utterance = this.utter(part.text);
    utterance.lang = this.lang;
    if (this.voice) utterance.voice = this.voice;
    utterance.rate = this.rate;
    const done = () => {
      if (turn !== this.turn || !this.playing) return;
      this.at += 1;
      this.speakCurrent();
    };
    utterance.onend = done;
    utterance.onerror = (event) => {
      if (turn !== this.turn) return;
      if (event.error === "not-allowed") {
        this.playing = false;
        this.events.onPart?.(null);
        this.events.onBlocked?.();
        return;
      }
      done();
    };
    this.events.onPart?.(part);
    try {
      this.synth.speak(utterance);
    } catch {
      // A speech engine that throws (a broken voice, a device without speech after all) pauses reading; the lesson
      // itself goes on as if listening were off.
      this.playing = false;
      this.events.onPart?.(null);
      this.events.onBlocked?.();
    }
  }
}
