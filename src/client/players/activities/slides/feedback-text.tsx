import type { ReactNode } from "react";
import { cn } from "@client/lib/cn";

/**
 * docs/lesson-players.md#slide-lessons "Feedback popup": blank lines separate paragraphs and **double asterisks** mark
 * bold text. Built as React elements, never as HTML, so whatever the text holds (even "<script>") shows as text.
 */
export function FeedbackText({ text, className }: { text: string; className?: string }) {
  const paragraphs = text
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
  return (
    <div className={cn("flex flex-col gap-3 leading-relaxed", className)}>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{withBold(paragraph)}</p>
      ))}
    </div>
  );
}

/** "a **b** c" → ["a ", <strong>b</strong>, " c"]; an unpaired "**" stays as typed. */
function withBold(paragraph: string): ReactNode[] {
  // split with a capture group puts the bold parts at the odd indexes.
  return paragraph.split(/\*\*(.+?)\*\*/s).map((part, index) => (index % 2 === 1 ? <strong key={index}>{part}</strong> : part));
}
