import { notify, type ToastMessage } from "./toast";

const KEY = "growly.pendingToast";

/** Keeps a toast across a full page load (register ends with one, docs/screens.md#login-and-register). */
export function showAfterReload(message: ToastMessage): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(message));
  } catch {
    // Storage disabled: the toast is lost, the reload still happens.
  }
}

export function showPendingToast(): void {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return;
    sessionStorage.removeItem(KEY);
    notify(JSON.parse(raw) as ToastMessage);
  } catch {
    // A malformed entry is dropped.
  }
}
