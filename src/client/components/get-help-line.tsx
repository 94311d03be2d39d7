import { createContext } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { cn } from "../lib/cn";

export const GET_HELP_PATH = "/get-help";

/**
 * Whether the lesson on screen links to Get help now (its `helpLink`, docs/content-guide.md#help-links). The lesson
 * frame provides it, so a feedback sheet, which holds the rest of the page inert while it is open, carries its own link.
 */
export const LessonHelpLinkContext = createContext(false);

/**
 * Get help now as a small button-like link: in the phone's top bar and a lesson's top bar, one tap from anywhere.
 * `compact` always shows the short label; `shortWhenNarrow` shows it when the nearest `@container` (the phone's top
 * bar) is narrower than 24rem, which grows with the parent's text size, so the label stays on one line inside the bar
 * (docs/product-rules.md#words-whole-and-the-main-action-in-reach). Either way its name is the whole "Get help now".
 */
export function GetHelpButton({
  className,
  compact = false,
  shortWhenNarrow = false,
}: {
  className?: string;
  compact?: boolean;
  shortWhenNarrow?: boolean;
}) {
  const { t } = useLingui();
  const getHelpNow = t({ message: "Get help now", comment: "Link to the page of helplines and urgent support" });
  const short = t({ message: "Help", comment: "Short form of 'Get help now' in a narrow top bar" });
  return (
    <Link
      href={GET_HELP_PATH}
      aria-label={compact || shortWhenNarrow ? getHelpNow : undefined}
      className={cn(
        "inline-flex min-h-11 min-w-0 items-center whitespace-nowrap gap-1.5 rounded-pill py-1 leading-tight border-2 border-danger/50 bg-surface px-3 text-sm font-bold text-ink hover:border-danger",
        className,
      )}
    >
      <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className="size-4 shrink-0 text-danger" fill="currentColor">
        <path d="M12 21s-7.5-4.6-9.6-9.3C.9 8.3 3 4.5 6.6 4.5c2.1 0 3.6 1.1 4.4 2.6.8-1.5 2.3-2.6 4.4-2.6 3.6 0 5.7 3.8 4.2 7.2C19.5 16.4 12 21 12 21z" />
      </svg>
      {compact ? (
        <span aria-hidden="true">{short}</span>
      ) : shortWhenNarrow ? (
        <>
          <span aria-hidden="true" className="@[24rem]:hidden">
            {short}
          </span>
          <span aria-hidden="true" className="hidden @[24rem]:inline">
            {getHelpNow}
          </span>
        </>
      ) : (
        getHelpNow
      )}
    </Link>
  );
}

/**
 * A quiet pointer to Get help now, for moments that can be hard (a low mood, lessons about anger or a new baby).
 * `lead` comes translated.
 */
export function GetHelpLine({ className, lead }: { className?: string; lead?: string }) {
  const { t } = useLingui();
  return (
    <p className={cn("text-ink-soft", className)}>
      {lead ?? t`Finding things hard?`}{" "}
      <Link href={GET_HELP_PATH} className="font-semibold text-brand underline underline-offset-4 hover:no-underline">
        <Trans comment="Link to the page of helplines and urgent support">Get help now</Trans>
      </Link>
    </p>
  );
}
