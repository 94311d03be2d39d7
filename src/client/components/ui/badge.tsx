import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

export type BadgeTone = "blue" | "purple" | "orange" | "green" | "neutral" | "danger";

const tones: Record<BadgeTone, string> = {
  blue: "bg-level-blue-soft text-level-blue dark:text-ink",
  purple: "bg-level-purple-soft text-level-purple dark:text-ink",
  orange: "bg-level-orange-soft text-level-orange dark:text-ink",
  green: "bg-level-green-soft text-level-green dark:text-ink",
  neutral: "bg-line/60 text-ink",
  danger: "bg-danger-soft text-danger dark:text-ink",
};

export function Badge({ tone = "neutral", children, className }: { tone?: BadgeTone; children: ReactNode; className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-1 rounded-pill px-3 py-0.5 text-sm font-semibold", tones[tone], className)}>
      {children}
    </span>
  );
}
