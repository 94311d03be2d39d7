import { cn } from "../../lib/cn";

/** A grey placeholder while data loads; hidden from screen readers (the region says "loading" instead). */
export function Skeleton({ className }: { className?: string }) {
  return <span aria-hidden="true" className={cn("inline-block animate-pulse rounded-md bg-line", className)} />;
}
