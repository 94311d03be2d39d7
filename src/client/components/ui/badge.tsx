import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import { type BadgeTone, badgeBase, badgeTones } from "./styles";

export type { BadgeTone } from "./styles";

export function Badge({ tone = "neutral", children, className }: { tone?: BadgeTone; children: ReactNode; className?: string }) {
  return (
    <span className={cn(badgeBase, badgeTones[tone], className)}>
      {children}
    </span>
  );
}
