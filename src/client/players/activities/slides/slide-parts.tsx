import type { ReactNode } from "react";
import type { SlideLessonContent } from "@shared/content/content-schemas";
import { cn } from "@client/lib/cn";
import { SlideIllustration, type Illustration } from "./slide-illustration";

type InfoBlock = Extract<SlideLessonContent["slides"][number], { type: "info" }>["infoBlocks"][number];
export type BlockColor = NonNullable<InfoBlock["color"]>;

/** Soft fill and a coloured edge; the text stays ink so every colour passes contrast (index.css tokens). */
const BLOCK_COLORS: Record<BlockColor, string> = {
  blue: "border-level-blue bg-level-blue-soft",
  purple: "border-level-purple bg-level-purple-soft",
  orange: "border-level-orange bg-level-orange-soft",
  green: "border-level-green bg-level-green-soft",
  red: "border-danger bg-danger-soft",
  yellow: "border-amber-500 bg-amber-50 dark:bg-amber-950",
  pink: "border-pink-600 bg-pink-50 dark:bg-pink-950",
};
/** A block without a colour takes one by its place. */
const COLORS_BY_POSITION: BlockColor[] = ["blue", "purple", "orange", "green"];

export function blockColorFor(color: BlockColor | undefined, position: number): string {
  return BLOCK_COLORS[color ?? COLORS_BY_POSITION[position % COLORS_BY_POSITION.length]!];
}

/** One coloured block of a thinking or info slide. */
export function InfoBlockCard({ title, text, color, position }: { title?: string; text: string; color?: BlockColor; position: number }) {
  return (
    <div className={cn("rounded-card border-s-8 p-4 text-ink", blockColorFor(color, position))}>
      {title ? <h3 className="font-extrabold">{title}</h3> : null}
      <p className={cn("leading-relaxed", title && "mt-1")}>{text}</p>
    </div>
  );
}

/** A slide's heading; the player moves focus here when the slide changes, so it is read out. */
export function SlideHeading({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <h2 tabIndex={-1} data-slide-heading="" className={cn("text-2xl leading-tight font-extrabold focus:outline-none sm:text-3xl", className)}>
      {children}
    </h2>
  );
}

/** A heading with the slide's drawing beside it, when the content gives one. */
export function SlideTop({ illustration, children }: { illustration: Illustration | undefined; children: ReactNode }) {
  return (
    <div className="flex items-center gap-4">
      {illustration ? <SlideIllustration illustration={illustration} shape="square" /> : null}
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
