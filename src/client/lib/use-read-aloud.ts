import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { type ReadablePart, readableParts } from "./readable-parts";
import { SpeechQueue, type Synth, deviceSpeech, localVoiceFor } from "./speech";

/**
 * Where listening stands: `off` (not started on this screen), `playing`, `paused`, `ended` (everything on the screen
 * has been read: a new card or feedback is read when it shows, "Read again" reads this one again), or `no-voice` once
 * started on a device with no voice for the language that stays on the device (or no speech synthesis at all):
 * nothing is spoken. While the device is still listing its voices, listening that has started waits for them.
 */
export type ListenState = "off" | "playing" | "paused" | "ended" | "no-voice";

/** The attribute that marks the part being read (src/client/index.css draws it). */
export const READING_MARK = "data-reading";

/** How long the device may take to list its voices before the controls say it has none. */
const VOICES_WAIT_MS = 1500;

export interface ReadAloudOptions {
  /** The screen whose parts are read: the lesson frame's body, the story. The open feedback sheet is read too. */
  region: RefObject<HTMLElement | null>;
  /** The content's language tag ("en", "es", …): the voice's language and `utterance.lang`. */
  language: string;
  /** Tags with a region to prefer among that language's voices ("en-GB"), best first. */
  preferred?: readonly string[];
  rate: number;
  /** Start reading as soon as a voice is found (the parent's setting is on). */
  autoStart: boolean;
  /** An option with its letter, in the app's words ("Option A: …"). */
  optionText: (letter: string, text: string) => string;
  /**
   * Something covers the lesson (the "Leave the lesson?" question): speech pauses while it does, and goes on only when
   * the parent presses play.
   */
  held?: boolean;
  /** The speech synthesis to use; the device's by default (tests hand in their own). */
  synth?: (Synth & Pick<SpeechSynthesis, "addEventListener" | "removeEventListener">) | null;
}

export interface ReadAloud {
  state: ListenState;
  play: () => void;
  pause: () => void;
  next: () => void;
}

/** Two screens are the same one while their first words are: a card that changed reads from its top again. */
const screenKey = (parts: readonly ReadablePart[]) =>
  parts
    .filter((part) => part.kind !== "feedback")
    .slice(0, 2)
    .map((part) => part.text)
    .join("\n");

/**
 * Reads a screen aloud as it plays (docs/product-rules.md#listening): the parts of `region` one by one, the one being
 * read marked; a new card from its top; feedback after an answer at once. Stops on pause, when the tab is hidden and
 * when the screen goes.
 */
export function useReadAloud({
  region,
  language,
  preferred = [],
  rate,
  autoStart,
  optionText,
  held = false,
  synth: given,
}: ReadAloudOptions): ReadAloud {
  const [synth] = useState(() => (given === undefined ? deviceSpeech() : given));
  const [voices, setVoices] = useState<SpeechSynthesisVoice[]>(() => synth?.getVoices() ?? []);
  const [waited, setWaited] = useState(false);
  const [activity, setActivity] = useState<"off" | "playing" | "paused">(autoStart ? "playing" : "off");
  // The setting can arrive after the screen (the parent's settings still loading): it starts listening then.
  useEffect(() => {
    if (autoStart) setActivity((now) => (now === "off" ? "playing" : now));
  }, [autoStart]);
  const preferredKey = preferred.join(",");
  const voice = localVoiceFor(voices, language, preferredKey ? preferredKey.split(",") : []);

  // Voices arrive asynchronously in most browsers (`voiceschanged`); a device that lists none says so after a moment.
  useEffect(() => {
    if (!synth) return;
    const update = () => setVoices(synth.getVoices());
    update();
    synth.addEventListener("voiceschanged", update);
    const timer = setTimeout(() => setWaited(true), VOICES_WAIT_MS);
    return () => {
      synth.removeEventListener("voiceschanged", update);
      clearTimeout(timer);
    };
  }, [synth]);

  /** Everything on the screen has been read (the queue is idle, still playing). */
  const [ended, setEnded] = useState(false);
  const marked = useRef<Element | null>(null);
  const [queue] = useState(() =>
    synth
      ? new SpeechQueue<ReadablePart>(synth, {
          onPart: (part) => {
            marked.current?.removeAttribute(READING_MARK);
            marked.current = part?.element ?? null;
            if (part) {
              setEnded(false);
              part.element.setAttribute(READING_MARK, "");
              part.element.scrollIntoView?.({ block: "nearest", behavior: "smooth" });
            }
          },
          onBlocked: () => setActivity("paused"),
          onIdle: () => setEnded(true),
        })
      : null,
  );

  queue?.setVoice(voice, language);
  useEffect(() => {
    queue?.setRate(rate);
  }, [queue, rate]);

  // The words go out with the screen: nothing is read once the lesson is left.
  useEffect(() => () => queue?.stop(), [queue]);

  /** Reads the whole screen again from its top (the card, its options, the feedback open on it). */
  const reread = useRef<(() => void) | null>(null);
  const optionWords = useRef(optionText);
  optionWords.current = optionText;
  const active = activity !== "off" && voice !== null;

  // While listening, the screen's parts are followed as it changes: a new card replaces the queue, feedback that
  // appears after an answer is read at once, anything else that appears is read after what is being read.
  useEffect(() => {
    const root = region.current;
    if (!queue || !active || !root) return;
    let key: string | null = null;
    let known = new WeakSet<Element>();
    const collect = () => {
      const sheets = [...document.querySelectorAll("[data-feedback-sheet]")];
      return readableParts([root, ...sheets], optionWords.current);
    };
    const refresh = () => {
      const parts = collect();
      const nextKey = screenKey(parts);
      if (nextKey !== key) {
        key = nextKey;
        known = new WeakSet(parts.map((part) => part.element));
        queue.replace(parts);
        return;
      }
      const fresh = parts.filter((part) => !known.has(part.element));
      fresh.forEach((part) => known.add(part.element));
      const feedback = fresh.filter((part) => part.kind === "feedback");
      if (feedback.length > 0) queue.replace(feedback);
      else queue.append(fresh);
    };
    reread.current = () => {
      const parts = collect();
      key = screenKey(parts);
      known = new WeakSet(parts.map((part) => part.element));
      queue.replace(parts);
    };
    refresh();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new MutationObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(refresh, 80);
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      clearTimeout(timer);
      reread.current = null;
    };
  }, [queue, active, region]);

  useEffect(() => {
    if (!queue || !active) return;
    if (activity === "playing") queue.play();
    else queue.pause();
  }, [queue, active, activity]);

  // The leave question covers the lesson: speech stops until the parent presses play again.
  useEffect(() => {
    if (held) setActivity((now) => (now === "playing" ? "paused" : now));
  }, [held]);

  // A hidden tab stops speaking (the phone locked, another app): the parent presses play to go on.
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === "hidden") setActivity((now) => (now === "playing" ? "paused" : now));
    };
    document.addEventListener("visibilitychange", onVisibility);
    return () => document.removeEventListener("visibilitychange", onVisibility);
  }, []);

  const again = useRef(false);
  again.current = activity === "playing" && ended;
  const play = useCallback(() => {
    // Reading has ended on this screen: play reads it again from its top.
    if (again.current) {
      setEnded(false);
      if (reread.current) reread.current();
      else queue?.play();
    } else setActivity("playing");
  }, [queue]);
  const pause = useCallback(() => setActivity((now) => (now === "playing" ? "paused" : now)), []);
  const next = useCallback(() => queue?.next(), [queue]);

  const noVoice = !synth || (voice === null && (voices.length > 0 || waited));
  const state: ListenState = activity !== "off" && noVoice ? "no-voice" : activity === "playing" && ended ? "ended" : activity;
  return { state, play, pause, next };
}
