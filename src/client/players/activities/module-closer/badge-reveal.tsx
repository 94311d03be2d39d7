import { useEffect, useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Badge } from "@client/components/ui/badge";
import { cn } from "@client/lib/cn";

/** Read once: a parent who asked for less motion sees the badge at once, without the reveal. */
function usePrefersReducedMotion(): boolean {
  const [reduced] = useState(
    () => typeof window !== "undefined" && typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches,
  );
  return reduced;
}

/** The time the hidden medal stays on screen before it springs in, so the browser paints the start of the reveal. */
const REVEAL_DELAY_MS = 60;

interface BadgeRevealProps {
  title: string;
  description: string;
  xpBonus: number;
}

/**
 * docs/lesson-players.md#module-closing: arriving at the badge step reveals the badge; the words never wait for the
 * animation.
 */
export function BadgeReveal({ title, description, xpBonus }: BadgeRevealProps) {
  const { t } = useLingui();
  const reduced = usePrefersReducedMotion();
  const [shown, setShown] = useState(reduced);

  useEffect(() => {
    if (shown) return;
    const timer = setTimeout(() => setShown(true), REVEAL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [shown]);

  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <div
        role="img"
        aria-label={t({ message: `${title} badge`, comment: "Label of the badge's drawing; {title} is the badge's name" })}
        data-motion={reduced ? "reduced" : "animated"}
        className={cn(
          "relative size-36 sm:size-40",
          !reduced && "transition-[scale,rotate,opacity] duration-700 ease-bounce",
          shown ? "scale-100 rotate-0 opacity-100" : "scale-50 -rotate-12 opacity-0",
        )}
      >
        <Medal />
      </div>
      <p className="text-2xl font-extrabold leading-tight">{title}</p>
      <p className="max-w-md leading-relaxed text-ink-soft">{description}</p>
      <Badge tone="green" className="text-base font-bold">
        <Trans comment="Extra XP the badge earns">+{xpBonus} Bonus XP</Trans>
      </Badge>
    </div>
  );
}

/** A gold medal with a heart on level-coloured ribbons (the level palette of content/cast.md). */
function Medal() {
  return (
    <svg aria-hidden="true" viewBox="0 0 120 140" className="size-full">
      <path d="M40 80 L27 132 L45 123 L55 137 L63 86 Z" fill="#2563eb" />
      <path d="M80 80 L93 132 L75 123 L65 137 L57 86 Z" fill="#7c3aed" />
      <circle cx="60" cy="58" r="47" fill="#fbbf24" stroke="#b45309" strokeWidth="4" />
      <circle cx="60" cy="58" r="35" fill="#fde68a" stroke="#b45309" strokeWidth="2" strokeDasharray="5 4" />
      <path
        d="M60 80 C41 67 36 53 45 45 C52 39 58 42 60 48 C62 42 68 39 75 45 C84 53 79 67 60 80 Z"
        fill="#e11d48"
        stroke="#9f1239"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="M13 20 l3 7 7 3 -7 3 -3 7 -3 -7 -7 -3 7 -3 z" fill="#fbbf24" />
      <path d="M104 14 l2 5 5 2 -5 2 -2 5 -2 -5 -5 -2 5 -2 z" fill="#a78bfa" />
      <path d="M108 92 l2 4 4 2 -4 2 -2 4 -2 -4 -4 -2 4 -2 z" fill="#60a5fa" />
    </svg>
  );
}
