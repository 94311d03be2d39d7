import { type RefObject, useEffect, useRef, useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { INTL_LOCALES, isDisplayLanguage } from "@shared/i18n/locales";
import { LISTENING_RATES, type ListeningRate } from "@shared/rules/listening";
import { cn } from "../lib/cn";
import { notReadyProps, useHydrated } from "../lib/hydrated";
import { useReadAloud } from "../lib/use-read-aloud";

export interface ListenControlsProps {
  /** The screen read aloud (the lesson frame's body, the story). */
  region: RefObject<HTMLElement | null>;
  /** The content's language tag ("en", "es", …). */
  language: string;
  /** The parent's "Listen to lessons": on, reading starts by itself; off, one "Listen" button starts it here. */
  on: boolean;
  /** The parent's reading speed. */
  rate: ListeningRate;
  /** A speed chosen here, to keep for next time (a guest's stays on this screen). */
  onRate?: (rate: ListeningRate) => void;
  /** Something covers the screen (the leave question): speech pauses, and goes on when the parent presses play. */
  held?: boolean;
  className?: string;
}

const iconButton =
  "grid size-11 shrink-0 place-items-center rounded-full border-2 border-line bg-surface text-ink hover:border-brand focus-visible:outline-3 focus-visible:outline-brand";

/**
 * The lesson's listening controls in its top bar (docs/product-rules.md#listening): one "Listen" button while it is
 * off; once listening, play or pause, next part and the speed; the plain sentence when the device has no voice for the
 * lesson's language that stays on the device.
 */
export function ListenControls({ region, language, on, rate: savedRate, onRate, held = false, className }: ListenControlsProps) {
  const { i18n, t } = useLingui();
  const hydrated = useHydrated();
  const [rate, setRate] = useState<ListeningRate>(savedRate);
  useEffect(() => setRate(savedRate), [savedRate]);
  const locale = INTL_LOCALES[isDisplayLanguage(i18n.locale) ? i18n.locale : "en"];
  const listen = useReadAloud({
    region,
    language,
    preferred: [locale, ...(typeof navigator === "undefined" ? [] : navigator.languages)],
    rate,
    autoStart: on,
    held,
    optionText: (letter, option) =>
      t({ message: `Option ${letter}: ${option}`, comment: "Read aloud before an answer option of a lesson: its letter, then its words" }),
  });
  const toggle = useRef<HTMLButtonElement>(null);
  const message = useRef<HTMLParagraphElement>(null);
  const started = useRef(false);
  useEffect(() => {
    // The "Listen" button has gone: focus moves to what took its place, the pause button or the sentence.
    if (!started.current || listen.state === "off") return;
    started.current = false;
    (listen.state === "no-voice" ? message.current : toggle.current)?.focus();
  }, [listen.state]);

  if (!hydrated || listen.state === "off") {
    return (
      <button
        type="button"
        {...notReadyProps(hydrated)}
        onClick={() => {
          if (!hydrated) return;
          started.current = true;
          listen.play();
        }}
        className={cn(iconButton, "w-auto gap-2 px-3 sm:flex sm:items-center", className)}
      >
        <SpeakerIcon />
        <span className="sr-only font-bold sm:not-sr-only">
          <Trans comment="Button in a lesson's top bar: reads the lesson aloud with the device's voice">Listen</Trans>
        </span>
      </button>
    );
  }

  const languageName = new Intl.DisplayNames([locale], { type: "language" }).of(language) ?? language;
  if (listen.state === "no-voice") {
    return (
      <p ref={message} tabIndex={-1} role="status" className={cn("basis-full rounded-card border-2 border-line bg-surface px-3 py-2 text-sm font-semibold", className)}>
        <Trans comment="In a lesson's top bar, after Listen, when the device has no voice that would read the lesson without sending it away">
          This device has no voice for {languageName} that stays on the device.
        </Trans>
      </p>
    );
  }

  const playing = listen.state === "playing";
  const status =
    listen.state === "playing"
      ? t({ message: "Reading aloud", comment: "Said when listening starts" })
      : listen.state === "ended"
        ? t({ message: "Finished reading", comment: "Said when everything on a lesson's screen has been read aloud; the next card is read when it opens" })
        : t({ message: "Paused", comment: "Said when listening pauses" });
  const toggleLabel =
    listen.state === "playing"
      ? t({ message: "Pause", context: "listening", comment: "Button: stops reading the lesson aloud" })
      : listen.state === "ended"
        ? t({ message: "Read again", context: "listening", comment: "Button: reads the lesson's screen aloud again from its top, after it was read to the end" })
        : t({ message: "Resume", context: "listening", comment: "Button: goes on reading the lesson aloud after a pause" });
  return (
    <div
      role="group"
      aria-label={t({ message: "Listen to the lesson", comment: "The listening controls in a lesson's top bar" })}
      className={cn("order-last flex basis-full items-center justify-end gap-2 sm:order-none sm:basis-auto", className)}
    >
      {/* On a phone the controls have a row of their own, with room to say what they are doing. */}
      <span aria-live="polite" data-listen-status={listen.state} className="me-auto text-sm font-bold text-ink-soft sm:sr-only">
        {status}
      </span>
      <button
        ref={toggle}
        type="button"
        aria-label={toggleLabel}
        onClick={playing ? listen.pause : listen.play}
        className={cn(iconButton, playing && "border-brand bg-brand-soft")}
      >
        {playing ? <PauseIcon /> : listen.state === "ended" ? <AgainIcon /> : <PlayIcon />}
      </button>
      <button
        type="button"
        aria-label={t({ message: "Next part", comment: "Button: skips to the next part of the lesson being read aloud" })}
        onClick={listen.next}
        className={iconButton}
      >
        <NextIcon />
      </button>
      <label className="flex items-center gap-1 text-sm font-bold">
        <span className="sr-only">
          <Trans comment="Label of the reading speed choice in a lesson's top bar">Reading speed</Trans>
        </span>
        <select
          value={rate}
          onChange={(event) => {
            const chosen = Number(event.target.value) as ListeningRate;
            setRate(chosen);
            onRate?.(chosen);
          }}
          className="min-h-11 rounded-xl border-2 border-line bg-surface px-2 font-bold text-ink"
        >
          {LISTENING_RATES.map((choice) => (
            <option key={choice} value={choice}>
              {`${i18n.number(choice)}×`}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

function SpeakerIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0 rtl:-scale-x-100" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
      <path d="M4 9v6h4l5 4V5L8 9H4z" />
      <path d="M16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 rtl:-scale-x-100" fill="currentColor">
      <path d="M7 4.5v15l13-7.5z" />
    </svg>
  );
}

function AgainIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 rtl:-scale-x-100" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
      <path d="M4 12a8 8 0 1 0 2.3-5.6M4 4v4.5h4.5" />
    </svg>
  );
}

function PauseIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
      <path d="M6 4h4v16H6zM14 4h4v16h-4z" />
    </svg>
  );
}

function NextIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 rtl:-scale-x-100" fill="currentColor">
      <path d="M5 4.5v15l10-7.5zM16 4h3v16h-3z" />
    </svg>
  );
}
