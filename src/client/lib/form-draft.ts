import { useEffect } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";

/**
 * A form's answers kept in this tab while the parent fills it in: sessionStorage, so a reload, or a phone that dropped
 * the page in the background, brings them back, and closing the tab forgets them (a shared device keeps no child's
 * name). Storage that is off or full only means a reload starts the form afresh, as it would without drafts.
 */
export function readDraft<Value>(key: string): Value | null {
  try {
    const stored = window.sessionStorage.getItem(key);
    return stored ? (JSON.parse(stored) as Value) : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, value: unknown): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Refused (a private window's quota): the answers stay on the screen; only a reload would lose them.
  }
}

export function forgetDraft(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // Nothing was kept.
  }
}

/** Keeps every change of `form` under `key` until `forgetDraft(key)`. */
export function useFormDraft<Values extends FieldValues>(
  form: UseFormReturn<Values, unknown, unknown>,
  key: string,
): void {
  useEffect(() => {
    const subscription = form.watch((values) => writeDraft(key, values));
    return () => subscription.unsubscribe();
  }, [form, key]);
}
