import { useLingui } from "@lingui/react/macro";
import { useRef, type ReactNode } from "react";
import { cn } from "../../lib/cn";
import { useDialogLibrary } from "./dialog-library";

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  /** "center" for a dialog, "left" for a side sheet. */
  placement?: "center" | "left";
  className?: string;
  /**
   * Whether a tap outside closes it (default). Answer popups say no: on a phone a stray tap beside the popup
   * would otherwise act as its close icon and move the lesson on unread.
   */
  closeOnOutsideTap?: boolean;
}

/** Marks the control that takes focus when a dialog closes and its opener has gone (app-shell.tsx: the menu button). */
export const focusAfterDialog = { "data-focus-after-dialog": "" } as const;

function shownFallback(): HTMLElement | undefined {
  return [...document.querySelectorAll<HTMLElement>("[data-focus-after-dialog]")].find((element) =>
    // Hidden at this width (the phone's menu button on a laptop) means it cannot take focus.
    typeof element.checkVisibility === "function" ? element.checkVisibility() : true,
  );
}

/**
 * Accessible dialog: focus trap, Escape and (unless told otherwise) a click outside close it, page scroll is
 * locked while open. Its library loads the first time a dialog opens, or earlier when the browser is idle
 * (dialog-library.ts): until then a closed dialog renders nothing, as it would anyway.
 */
export function Dialog({ open, onOpenChange, title, description, children, placement = "center", className, closeOnOutsideTap = true }: DialogProps) {
  // The control that opened it, where focus goes back on closing (Radix would give it only to a Dialog.Trigger).
  const opener = useRef<HTMLElement | null>(null);
  const { t } = useLingui();
  const RadixDialog = useDialogLibrary(open);
  if (!RadixDialog) return null;
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-ink/40 backdrop-blur-[2px]" />
        <RadixDialog.Content
          aria-describedby={description ? undefined : undefined}
          onPointerDownOutside={closeOnOutsideTap ? undefined : (event) => event.preventDefault()}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            // An opener that has gone (an entry of the phone's menu, which closed as it opened this) hands focus to
            // the control the page marks for it (the menu button), if one is shown; else focus is left to the page.
            // (When the opener went as the dialog opened, the page itself had focus then: that is no opener either.)
            const had = opener.current;
            const target = had?.isConnected && had !== document.body ? had : shownFallback();
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
          className={cn(
            "fixed z-50 flex flex-col gap-4 bg-surface p-6 text-ink shadow-2xl focus:outline-none",
            placement === "center"
              ? "inset-x-0 top-1/2 mx-auto max-h-[90dvh] w-[min(92vw,28rem)] -translate-y-1/2 overflow-y-auto rounded-card"
              : "inset-y-0 start-0 w-[min(85vw,20rem)] overflow-y-auto rounded-e-card",
            className,
          )}
        >
          <div className="flex items-start justify-between gap-4">
            <div>
              <RadixDialog.Title className="text-xl font-extrabold">{title}</RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className="mt-1 text-ink-soft">{description}</RadixDialog.Description>
              ) : null}
            </div>
            <RadixDialog.Close
              aria-label={t({ message: "Close", comment: "The dialog's close button, read out by screen readers" })}
              className="grid size-10 shrink-0 place-items-center rounded-full text-2xl leading-none hover:bg-brand-soft"
            >
              <span aria-hidden="true">×</span>
            </RadixDialog.Close>
          </div>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
