import type { ReactElement } from "react";
import { cn } from "../../lib/cn";

/** docs/screens.md#home: the card icon is chosen by keywords in the lesson title. */
export type LessonIconKind = "hurt" | "food" | "blocks" | "sharing" | "goodbye" | "emotions" | "default";

// Keywords match at the start of a word: "Falls" and "Eating" count, "Breathing" is not about food.
const KEYWORDS: Array<[LessonIconKind, RegExp]> = [
  ["hurt", /\b(fall|cry|cries|hurt)/],
  ["food", /\b(dinner|food|eat)/],
  ["blocks", /\b(tower|blocks|build)/],
  ["sharing", /\bsharing/],
  ["goodbye", /\b(goodbye|separation)/],
  ["emotions", /\bemotion/],
];

export function lessonIconKind(title: string): LessonIconKind {
  const lower = title.toLowerCase();
  return KEYWORDS.find(([, pattern]) => pattern.test(lower))?.[0] ?? "default";
}

// Inline drawings rather than emoji: emoji fonts are missing on some systems.
const PATHS: Record<LessonIconKind, ReactElement> = {
  hurt: (
    <>
      <rect x="1.5" y="8" width="21" height="8" rx="4" transform="rotate(-45 12 12)" />
      <rect x="8.5" y="8.5" width="7" height="7" rx="1" transform="rotate(-45 12 12)" />
      <circle cx="11" cy="11" r="0.6" fill="currentColor" />
      <circle cx="13" cy="13" r="0.6" fill="currentColor" />
    </>
  ),
  food: (
    <>
      <path d="M3 12h18a9 9 0 0 1-18 0Z" />
      <path d="M9 3.5c-1 1.5 1 2.5 0 4.5M15 3.5c-1 1.5 1 2.5 0 4.5" />
    </>
  ),
  blocks: (
    <>
      <rect x="3" y="13" width="8" height="8" rx="1.5" />
      <rect x="13" y="13" width="8" height="8" rx="1.5" />
      <rect x="8" y="3" width="8" height="8" rx="1.5" />
    </>
  ),
  sharing: (
    <>
      <circle cx="12" cy="12" r="3.5" />
      <path d="M4 9.5A8.5 8.5 0 0 1 18 5.5M18 2.5v3.5h-3.5" />
      <path d="M20 14.5A8.5 8.5 0 0 1 6 18.5M6 21.5V18h3.5" />
    </>
  ),
  goodbye: (
    <>
      <path d="M6 21V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v17" />
      <path d="M3 21h18" />
      <circle cx="14.5" cy="12.5" r="1" fill="currentColor" />
    </>
  ),
  emotions: <path d="M12 20s-7.5-4.6-7.5-10.2A4.2 4.2 0 0 1 12 7.3a4.2 4.2 0 0 1 7.5 2.5C19.5 15.4 12 20 12 20Z" />,
  default: <path d="m12 3 2.6 5.6 6.1.7-4.5 4.2 1.2 6L12 16.5l-5.4 3 1.2-6-4.5-4.2 6.1-.7Z" />,
};

export function LessonIcon({ title, className }: { title: string; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn("size-7", className)}
    >
      {PATHS[lessonIconKind(title)]}
    </svg>
  );
}
