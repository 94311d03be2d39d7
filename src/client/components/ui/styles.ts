import { cx } from "../../lib/cx";

/*
 * The look of the basic controls as class strings, with no class merger, so the landing page can share it without
 * loading one (lib/cx.ts). The components (button.tsx, card.tsx, badge.tsx, skeleton.tsx) merge a caller's classes
 * over these with `cn`.
 */

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger";
export type ButtonSize = "sm" | "md" | "lg";

export const buttonBase =
  "inline-flex items-center justify-center gap-2 rounded-pill font-bold transition-colors duration-150 disabled:cursor-not-allowed disabled:opacity-60";

export const buttonVariants: Record<ButtonVariant, string> = {
  primary: "bg-brand text-white hover:bg-brand-strong shadow-[0_4px_0_0_#3a23a0] active:translate-y-0.5 active:shadow-none dark:text-paper dark:shadow-none",
  secondary: "bg-surface text-ink border-2 border-line hover:border-brand",
  ghost: "bg-transparent text-ink hover:bg-brand-soft",
  danger: "bg-danger text-white hover:opacity-90",
};

export const buttonSizes: Record<ButtonSize, string> = {
  sm: "min-h-9 px-3 text-sm",
  md: "min-h-11 px-5 text-base",
  lg: "min-h-13 px-7 text-lg",
};

/** A button's classes, unmerged: `extra` must not set what the variant or size sets (use buttonClasses for that). */
export function plainButtonClasses(variant: ButtonVariant = "primary", size: ButtonSize = "md", extra?: string): string {
  return cx(buttonBase, buttonVariants[variant], buttonSizes[size], extra);
}

export const cardBase = "rounded-card border border-line bg-surface p-4 sm:p-5 shadow-[0_2px_0_0_var(--color-line)]";

export type BadgeTone = "blue" | "purple" | "orange" | "green" | "neutral" | "danger";

export const badgeBase = "inline-flex items-center gap-1 rounded-pill px-3 py-0.5 text-sm font-semibold";

export const badgeTones: Record<BadgeTone, string> = {
  blue: "bg-level-blue-soft text-level-blue dark:text-ink",
  purple: "bg-level-purple-soft text-level-purple dark:text-ink",
  orange: "bg-level-orange-soft text-level-orange dark:text-ink",
  green: "bg-level-green-soft text-level-green dark:text-ink",
  neutral: "bg-line/60 text-ink",
  danger: "bg-danger-soft text-danger dark:text-ink",
};

export const skeletonBase = "inline-block animate-pulse rounded-md bg-line";
