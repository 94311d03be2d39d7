import { useLingui } from "@lingui/react/macro";
import { useContext, useRef, type ReactNode } from "react";
import { Button } from "../components/ui/button";
import { cn } from "../lib/cn";
import { ActionRow } from "./activities/activity-parts";
import { useDialogLibrary } from "../components/ui/dialog-library";
import { GetHelpLine, LessonHelpLinkContext } from "../components/get-help-line";

/** Marks where focus lands when the sheet closes and what had focus before it (e.g. a Submit button) is gone. */
const AFTER_SHEET = "data-after-sheet";

export interface FeedbackSheetProps {
  open: boolean;
  /** The words docs/lesson-players.md fixes where it fixes them ("Correct", "Incorrect"), else the moment's own. */
  heading: string;
  tone: "right" | "gentle";
  /** The explanation: what the answer teaches. */
  children: ReactNode;
  /** The one button: "Continue", "Great Work", "Try Again"… */
  actionLabel: string;
  onAction: () => void;
  /**
   * Escape and the close icon, following the lesson's close rule (e.g. a slide lesson moves on after a right answer
   * and acts as Try Again after a wrong one). Leave it out and they do what the button does.
   */
  onDismiss?: () => void;
}

/**
 * The one feedback sheet of every lesson: rises from the bottom of the screen, so it is always in view however long
 * the page; it holds focus until the parent acts and gives it back after. It never closes on a timer or a stray tap
 * outside: teaching text stays until the parent has read it.
 */
export function FeedbackSheet({ open, heading, tone, children, actionLabel, onAction, onDismiss }: FeedbackSheetProps) {
  const { t } = useLingui();
  const action = useRef<HTMLButtonElement>(null);
  const before = useRef<Element | null>(null);
  const dismiss = onDismiss ?? onAction;
  const helpLink = useContext(LessonHelpLinkContext);
  const RadixDialog = useDialogLibrary(open);
  if (!RadixDialog) return null;
  return (
    <RadixDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) dismiss();
      }}
    >
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-ink/30" />
        <RadixDialog.Content
          data-feedback-sheet=""
          aria-describedby={undefined}
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          onOpenAutoFocus={(event) => {
            // The button takes focus (not the close icon), so Enter or Space acts on what the sheet offers.
            event.preventDefault();
            before.current = document.activeElement;
            action.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            // The library gives focus back only to a trigger of its own, which the sheet has not: it is given here.
            event.preventDefault();
            const back = before.current;
            if (back instanceof HTMLElement && back.isConnected && !back.matches(":disabled") && back !== document.body) {
              back.focus();
              return;
            }
            // What the parent pressed has been replaced or locked (Submit Answer becomes the next step, a picked
            // option is locked), so focus goes to the control the screen marks as next rather than being lost.
            document.querySelector<HTMLElement>(`[${AFTER_SHEET}]`)?.focus();
          }}
          className={cn(
            // Heading and button stay in view however long the explanation: only the explanation scrolls, and the
            // sheet never grows past the screen (docs/product-rules.md#words-whole-and-the-main-action-in-reach).
            "fixed inset-x-0 bottom-0 z-50 mx-auto flex max-h-[calc(100dvh-1rem)] w-full max-w-xl flex-col gap-4",
            "rounded-t-[1.75rem] border-t-4 bg-surface p-4 pb-[calc(1rem_+_env(safe-area-inset-bottom))] text-ink shadow-2xl",
            "sm:p-6 sm:pb-[calc(1.5rem_+_env(safe-area-inset-bottom))]",
            "focus:outline-none motion-safe:animate-sheet-up",
            tone === "right" ? "border-level-green" : "border-brand",
          )}
        >
          <div className="flex shrink-0 items-start justify-between gap-4">
            <RadixDialog.Title className="flex items-center gap-2 text-xl font-extrabold sm:text-2xl">
              <span
                aria-hidden="true"
                className={cn(
                  "grid size-9 shrink-0 place-items-center rounded-pill text-lg text-white dark:text-paper",
                  tone === "right" ? "bg-level-green" : "bg-brand",
                )}
              >
                {tone === "right" ? "✓" : "↻"}
              </span>
              {heading}
            </RadixDialog.Title>
            <RadixDialog.Close
              aria-label={t({ message: "Close", comment: "The feedback sheet's close icon" })}
              className="grid size-11 shrink-0 place-items-center rounded-full text-2xl leading-none hover:bg-brand-soft"
            >
              <span aria-hidden="true">×</span>
            </RadixDialog.Close>
          </div>
          {/* Focusable, so a keyboard scrolls a long explanation too. */}
          <div
            tabIndex={0}
            className="-mx-1 flex min-h-0 flex-col gap-3 overflow-y-auto rounded-lg px-1 text-base leading-relaxed sm:text-lg"
          >
            {children}
          </div>
          <Button ref={action} size="lg" className="w-full shrink-0 px-4" onClick={onAction}>
            {actionLabel}
          </Button>
          {/* The page behind is inert while the sheet is open: a lesson on a hard topic keeps Get help now in reach. */}
          {helpLink ? <GetHelpLine className="shrink-0 text-center text-sm" /> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Props that make an element the place focus lands when a sheet closes and what had focus is gone. */
export const afterSheetFocus = { [AFTER_SHEET]: "", tabIndex: -1 } as const;

/**
 * The sheet's action once the parent has closed it to look at the marks: the same button, in reach below them, so
 * closing never strands the lesson.
 */
export function AfterSheetAction({ label, onAction }: { label: string; onAction: () => void }) {
  return (
    <ActionRow>
      <Button size="lg" {...{ [AFTER_SHEET]: "" }} onClick={onAction}>
        {label}
      </Button>
    </ActionRow>
  );
}
