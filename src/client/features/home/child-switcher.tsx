import { Trans } from "@lingui/react/macro";
import { useId } from "react";
import type { Child } from "@shared/schemas/family";
import { useChildLabel } from "../../components/child-label";
import { cn } from "../../lib/cn";

/**
 * Home's child switcher (docs/product-rules.md#home-for-the-selected-child), shown from two children on: one toggle
 * button per child, the selected one pressed. The choice is this device's, kept per account (lib/selected-child.tsx).
 */
export function ChildSwitcher({
  family,
  selectedId,
  onSelect,
}: {
  family: readonly Child[];
  selectedId: number | undefined;
  onSelect: (childId: number) => void;
}) {
  const label = useChildLabel();
  const headingId = useId();
  return (
    <div role="group" aria-labelledby={headingId} className="mt-3 flex flex-wrap items-center gap-2">
      <span id={headingId} className="font-bold text-ink-soft">
        <Trans comment="Before the buttons that pick which child home is about: Home for: Mia, Bean">Home for:</Trans>
      </span>
      {family.map((child, index) => {
        const pressed = child.id === selectedId;
        return (
          <button
            key={child.id}
            type="button"
            aria-pressed={pressed}
            onClick={() => onSelect(child.id)}
            className={cn(
              "min-h-11 max-w-full truncate rounded-pill border-2 px-4 font-bold",
              pressed ? "border-brand bg-brand text-white dark:text-paper" : "border-line bg-surface text-ink hover:border-brand",
            )}
          >
            {label(child, index)}
          </button>
        );
      })}
    </div>
  );
}
