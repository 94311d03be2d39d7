import { cn } from "../../lib/cn";

/** A labelled progress bar; value and max as numbers, clamped to the bar. */
export function ProgressBar({ value, max = 100, label, className }: { value: number; max?: number; label: string; className?: string }) {
  const percent = max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      className={cn("h-3 w-full overflow-hidden rounded-pill bg-line", className)}
    >
      <div className="h-full rounded-pill bg-brand transition-[width] duration-500" style={{ width: `${percent}%` }} />
    </div>
  );
}
