import { useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useEffect, useState } from "react";
import { TOAST_DURATION_MS } from "@shared/product";
import { withoutStatusCode } from "@shared/rules/labels";
// The app's global instance, which src/client/lib/i18n/i18n.ts activates in the page's language.
import { i18n } from "@lingui/core";
import { ApiError } from "../../lib/api";
import { catalogText } from "../../lib/catalog-text";
import { whenIdle } from "../../lib/when-idle";

export interface ToastMessage {
  title: string;
  description?: string;
  /** docs/screens.md#messages "destructive" toasts. */
  variant?: "default" | "destructive";
}

/**
 * The toast library arrives on its own, after the page has settled or with the first toast, so no page pays for it
 * before it shows one (the landing page's budget, docs/benchmarks.md).
 */
const loadSonner = () => import("sonner");
type Sonner = Awaited<ReturnType<typeof loadSonner>>;
let sonner: Promise<Sonner> | undefined;
const sonnerOnce = () => (sonner ??= loadSonner());

/** Resolved once a toaster is on the page and listening: a toast shown before that would reach no one. */
let markListening: () => void = () => {};
const listening = new Promise<void>((resolve) => (markListening = resolve));
/** Asks the toaster to come now (a toast is waiting); set by the mounted Toaster. */
let wantToaster: (() => void) | undefined;
let wanted = false;

/** Runs `show` with the toast library once a toaster listens: the way every toast is shown. */
export function showToast(show: (library: Sonner) => void): void {
  wanted = true;
  wantToaster?.();
  void Promise.all([sonnerOnce(), listening]).then(([library]) => show(library));
}

/**
 * docs/screens.md#constants: only one toast at a time, shown 5000 ms. A new toast replaces the one showing.
 * `title` and `description` are catalog ids (`toastText` in src/shared/messages.ts, texts marked `/*i18n*\/`), shown in
 * the active language when the toast appears; a text already translated (a server's message) has no entry and shows
 * as it is.
 */
export function notify(message: ToastMessage): void {
  // A waiting toast (a badge) cut short by this one comes back once this one has had its time: the page's own toast
  // ("Entry Saved") may arrive a moment after the badge its write earned.
  const cut = showingNext !== undefined && shownUntil > Date.now() ? showingNext : undefined;
  showingNext = undefined;
  present(message);
  if (cut) notifyNext(cut);
}

/** The toast that came by notifyNext and is showing now, if any. */
let showingNext: ToastMessage | undefined;

function present({ title, description, variant = "default" }: ToastMessage): void {
  // Counted from now, and again from when it shows (the library may still be on its way).
  shownUntil = Date.now() + TOAST_DURATION_MS;
  showToast(({ toast }) => {
    shownUntil = Date.now() + TOAST_DURATION_MS;
    toast.dismiss();
    const options = { description: description === undefined ? undefined : translated(description), duration: TOAST_DURATION_MS };
    if (variant === "destructive") toast.error(translated(title), options);
    else toast.success(translated(title), options);
  });
}

/** When the toast showing now has had its time on screen. */
let shownUntil = 0;

/**
 * A toast that must not replace the one showing (a badge just earned, after "Entry Saved" or the welcome): it comes
 * once the one showing has had its time, or at once when none is.
 */
export function notifyNext(message: ToastMessage): void {
  const wait = shownUntil - Date.now();
  if (wait > 0) {
    setTimeout(() => notifyNext(message), wait);
    return;
  }
  present(message);
  showingNext = message;
}

/** A toast's text in the page's language: a catalog id translated, any other text (the server's words) unchanged. */
function translated(text: string): string {
  return catalogText(i18n, text);
}

const SonnerToaster = lazy(() => sonnerOnce().then((library) => ({ default: library.Toaster })));

/**
 * Where toasts appear. Rendered by neither the server nor the hydrating browser (both render nothing here), then
 * brought in once the page is idle, or at once when a toast is waiting.
 */
export function Toaster() {
  const { t } = useLingui();
  const [shown, setShown] = useState(wanted);
  useEffect(() => {
    const show = () => setShown(true);
    wantToaster = show;
    if (wanted) show();
    else whenIdle(show);
    return () => {
      if (wantToaster === show) wantToaster = undefined;
    };
  }, []);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        // At the foot of the screen, above a phone's bottom bar, so a toast never covers a page's heading.
        position="bottom-center"
        offset={24}
        mobileOffset={{ bottom: 96 }}
        visibleToasts={1}
        closeButton
        containerAriaLabel={t({ message: "Notifications", comment: "Name of the area where short messages appear" })}
        toastOptions={{
          closeButtonAriaLabel: t({ message: "Close message", comment: "Button that closes a short message" }),
          classNames: {
            toast: "!rounded-card !border-line !bg-surface !text-ink !shadow-xl",
            title: "!font-bold !text-base",
            description: "!text-ink-soft",
            error: "!border-danger",
            actionButton: "!min-h-9 !rounded-pill !bg-brand !px-4 !text-sm !font-bold !text-white",
          },
        }}
      />
      <Listening />
    </Suspense>
  );
}

/** Mounted after the toaster, so its effect runs once the toaster has begun listening. */
function Listening() {
  useEffect(markListening, []);
  return null;
}

/**
 * What a failed call says: the server's message without its status code (no message anywhere shows one), or the
 * fallback when there is none (docs/screens.md#messages), in the page's language.
 */
export function failureText(text: { fallback: string }, error: Error): string {
  const message = error instanceof ApiError ? error.serverMessage : withoutStatusCode(error.message);
  return translated(message.trim() || text.fallback);
}

/** A failed call's toast (docs/screens.md#messages). */
export function notifyFailure(text: { title: string; fallback: string }, error: Error): void {
  notify({ title: text.title, description: failureText(text, error), variant: "destructive" });
}
