import { cn } from "../../lib/cn";
import { skeletonBase } from "./styles";

/** A grey placeholder while data loads; hidden from screen readers (the region says "loading" instead). */
export function Skeleton({ className }: { className?: string }) {
  return <span aria-hidden="true" className={cn(skeletonBase, className)} />;
}
