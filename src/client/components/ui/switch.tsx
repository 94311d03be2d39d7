import { useId } from "react";
import { cn } from "../../lib/cn";

/**
 * An on/off switch with its label; a real button with role="switch". `busy` (a change being saved) refuses presses but
 * keeps the switch focusable, so the keyboard's place is not lost as `disabled` would lose it.
 */
export function Switch({
  label,
  checked,
  onCheckedChange,
  disabled = false,
  busy = false,
}: {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  busy?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4">
      <label htmlFor={id} className="min-w-0 font-semibold">
        {label}
      </label>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        disabled={disabled}
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
        onClick={() => {
          if (!busy) onCheckedChange(!checked);
        }}
        className={cn(
          "relative h-8 w-14 shrink-0 rounded-pill transition-colors disabled:opacity-50 aria-disabled:opacity-50",
          checked ? "bg-brand" : "bg-ink-soft/60",
        )}
      >
        <span
          aria-hidden="true"
          className={cn("absolute top-1 start-1 size-6 rounded-full bg-white shadow transition-transform", checked && "translate-x-6 rtl:-translate-x-6")}
        />
      </button>
    </div>
  );
}
