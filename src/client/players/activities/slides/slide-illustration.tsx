import type { z } from "zod";
import type { CHARACTERS, illustrationSchema } from "@shared/content/slide-schemas";
import { CAST_DRAWINGS } from "@client/components/art/monsters";
import { cn } from "@client/lib/cn";

export { CAST_DRAWINGS };

export type Illustration = z.infer<typeof illustrationSchema>;


/** Soft backdrops by character colour; decoration only. */
const BACKDROPS: Record<(typeof CHARACTERS)[number], string> = {
  pip: "bg-level-blue-soft",
  zo: "bg-level-purple-soft",
  growler: "bg-level-green-soft",
  bean: "bg-level-orange-soft",
  "nana-moss": "bg-level-purple-soft",
  "teacher-bo": "bg-level-orange-soft",
  kit: "bg-level-orange-soft",
  tully: "bg-level-green-soft",
  dot: "bg-level-orange-soft",
  rumi: "bg-level-green-soft",
  ash: "bg-level-blue-soft",
  juno: "bg-level-purple-soft",
};

/**
 * A monster drawing in a rounded frame. "wide" (the intro: 4:3 on a phone, 16:9 from tablet up, never taller than
 * 15rem or 30% of the screen) or "square"
 * (beside a slide's text). The drawing is a labelled image: the alt text is its accessible name.
 */
export function SlideIllustration({
  illustration,
  shape,
  className,
}: {
  illustration: Illustration;
  shape: "wide" | "square";
  className?: string;
}) {
  const Drawing = CAST_DRAWINGS[illustration.character];
  return (
    <figure
      className={cn(
        "flex items-center justify-center overflow-hidden rounded-card",
        BACKDROPS[illustration.character],
        // Capped in height so on a laptop (1280×800) the question and its choices still sit in the first screenful.
        shape === "wide"
          ? "aspect-[4/3] max-h-[min(15rem,30vh)] w-full sm:aspect-[16/9]"
          : "aspect-square w-24 shrink-0 sm:w-32",
        className,
      )}
    >
      <Drawing
        mood={illustration.mood}
        title={illustration.alt}
        className={shape === "wide" ? "h-4/5 w-auto motion-safe:animate-bob" : "size-4/5"}
      />
    </figure>
  );
}
