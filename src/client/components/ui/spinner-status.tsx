import { cn } from "../../lib/cn";

/**
 * A screen waiting for its code or data: a spinner that says what is loading (`label`, translated by the caller).
 */
export function SpinnerStatus({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} data-loading="" className="flex justify-center py-16">
      <span
        aria-hidden="true"
        className="size-12 rounded-pill border-4 border-brand-soft border-t-brand motion-safe:animate-spin"
      />
    </div>
  );
}

/** A screen waiting for its data, in words ("Loading your lessons...", translated by the caller). */
export function LoadingText({ children, className }: { children: string; className?: string }) {
  return (
    <p role="status" data-loading="" className={cn("text-center text-lg font-semibold text-ink-soft", className)}>
      {children}
    </p>
  );
}
