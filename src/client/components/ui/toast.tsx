import { Toaster as SonnerToaster, toast } from "sonner";
import { TOAST_DURATION_MS } from "@shared/product";

export interface ToastMessage {
  title: string;
  description?: string;
  /** docs/screens.md#messages "destructive" toasts. */
  variant?: "default" | "destructive";
}

/** docs/screens.md#constants: only one toast at a time, shown 5000 ms. A new toast replaces the one showing. */
export function notify({ title, description, variant = "default" }: ToastMessage): void {
  toast.dismiss();
  const options = { description, duration: TOAST_DURATION_MS };
  if (variant === "destructive") toast.error(title, options);
  else toast.success(title, options);
}

export function Toaster() {
  return (
    <SonnerToaster
      position="top-center"
      visibleToasts={1}
      closeButton
      toastOptions={{
        classNames: {
          toast: "!rounded-card !border-line !bg-surface !text-ink !shadow-xl",
          title: "!font-bold !text-base",
          description: "!text-ink-soft",
          error: "!border-danger",
          actionButton: "!min-h-9 !rounded-pill !bg-brand !px-4 !text-sm !font-bold !text-white",
        },
      }}
    />
  );
}

/**
 * A failed call's toast: the error's "status: message", or the fallback when it has none (docs/screens.md#messages).
 */
export function notifyFailure(text: { title: string; fallback: string }, error: Error): void {
  notify({ title: text.title, description: error.message || text.fallback, variant: "destructive" });
}
