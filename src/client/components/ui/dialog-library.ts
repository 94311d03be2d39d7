import { useEffect, useState } from "react";
import { notify } from "./toast";

/** The dialog library (focus trap, scroll lock, dismiss layers): a chunk of its own, about 13 KB gzipped. */
export type DialogLibrary = typeof import("@radix-ui/react-dialog");

let library: DialogLibrary | undefined;
let loading: Promise<DialogLibrary> | undefined;

/**
 * Loads the dialog library once. No screen needs it to first paint (a dialog opens on a tap), so it stays out of
 * every page's first load: the signed-in shell fetches it once the screen has settled (features/shell/app-shell.tsx),
 * and a dialog that opens before that fetches it then. A failed load (a dropped connection) is tried again at the
 * next call.
 */
export function loadDialogLibrary(): Promise<DialogLibrary> {
  loading ??= import("@radix-ui/react-dialog").then(
    (loaded) => (library = loaded),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * While a dialog waits for code that failed to load (a dropped connection), it asks again this often: the library
 * here, the shell's dialogs in features/shell/app-shell.tsx.
 */
export const DIALOG_RETRY_MS = 2_000;

/** What a parent is told when a dialog cannot open yet because its code could not be fetched. */
export const WAITING_FOR_CONNECTION = {
  // Catalog ids: notify() shows them in the page's language.
  title: /*i18n*/ "Waiting for the connection",
  description: /*i18n*/ "This opens as soon as you're back online.",
} as const;

/**
 * The library for a dialog that is open now: undefined until it has loaded (the dialog renders nothing for that
 * moment), at once when it already has. While the load fails, it is tried again every few seconds the dialog stays
 * open.
 */
export function useDialogLibrary(open: boolean): DialogLibrary | undefined {
  const [loaded, setLoaded] = useState(library);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (loaded || !open) return;
    let current = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    loadDialogLibrary().then(
      (next) => {
        if (current) setLoaded(next);
      },
      () => {
        if (!current) return;
        // Said once per opening, not at every try: the offline banner says the rest.
        if (attempt === 0) notify(WAITING_FOR_CONNECTION);
        retry = setTimeout(() => setAttempt((count) => count + 1), DIALOG_RETRY_MS);
      },
    );
    return () => {
      current = false;
      clearTimeout(retry);
    };
  }, [loaded, open, attempt]);
  // A new opening starts its count again, so it is told once too.
  useEffect(() => {
    if (!open) setAttempt(0);
  }, [open]);
  return loaded ?? library;
}
