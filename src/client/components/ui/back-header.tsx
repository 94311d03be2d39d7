import { Trans } from "@lingui/react/macro";
import type { MouseEvent } from "react";
import { Link } from "wouter";
import { buttonClasses } from "./button";

/**
 * A page title with the back link before it (docs/screens.md#edit-profile, docs/screens.md#settings-screen: Edit
 * Profile and Settings go back to the profile, and so on). `title` and `backLabel` come translated. `onBack` may stop
 * the way back (preventDefault), e.g. to ask about changes not saved yet.
 */
export function BackHeader({
  title,
  backTo,
  backLabel,
  onBack,
}: {
  title: string;
  backTo: string;
  backLabel: string;
  onBack?: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  return (
    // Wraps rather than overflows: a long title (German, French) at 320 px with Large text goes below the back link.
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <Link href={backTo} className={buttonClasses("ghost", "md")} aria-label={backLabel} onClick={onBack}>
        {/* The arrow is outside the words, so it can point back in either reading direction (docs/right-to-left.md). */}
        <span aria-hidden="true" className="inline-block rtl:-scale-x-100">←</span> <Trans comment="Link back to the previous screen, after an arrow pointing back">Back</Trans>
      </Link>
      <h1 className="min-w-0 text-[1.625rem] leading-tight font-extrabold break-words sm:text-3xl">{title}</h1>
    </div>
  );
}
