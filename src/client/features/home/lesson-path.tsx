import { useLayoutEffect, useMemo, useRef, useState } from "react";
import { Growler } from "../../components/art/monsters";
import type { LessonStatus } from "../../../shared/rules/locks";
import type { Level, LessonSummary } from "../../../shared/schemas/learning";
import { cn } from "../../lib/cn";
import { levelAccent } from "../learning/level-colors";
import { layoutLessonPath, showScrollHint, visibleSlotRange, type PathBanner } from "./home-path";
import { HomeLessonCard } from "./lesson-card";

interface PathWindow {
  range: { first: number; last: number } | null;
  hint: boolean;
}

/**
 * Spec §2 Home: the lesson path. Cards are absolutely positioned inside a container of the path's
 * full height, and only the lessons within one viewport height of the visible area are rendered.
 */
export function LessonPath({
  levels,
  lessons,
  statuses,
}: {
  levels: readonly Level[];
  lessons: readonly LessonSummary[];
  statuses: ReadonlyMap<number, LessonStatus>;
}) {
  const layout = useMemo(() => layoutLessonPath(levels, lessons), [levels, lessons]);
  const containerRef = useRef<HTMLOListElement>(null);
  const [view, setView] = useState<PathWindow>(() => ({
    range: visibleSlotRange(layout.slots, { top: 0, height: typeof window === "undefined" ? 800 : window.innerHeight }),
    hint: showScrollHint(lessons.length, 0),
  }));

  useLayoutEffect(() => {
    const measure = () => {
      const container = containerRef.current;
      if (!container) return;
      // The visible area in path coordinates: how far the viewport's top is below the path's top.
      const top = -container.getBoundingClientRect().top;
      const range = visibleSlotRange(layout.slots, { top, height: window.innerHeight });
      const hint = showScrollHint(lessons.length, window.scrollY);
      setView((previous) =>
        previous.hint === hint && previous.range?.first === range?.first && previous.range?.last === range?.last ? previous : { range, hint },
      );
    };
    measure();
    window.addEventListener("scroll", measure, { passive: true });
    window.addEventListener("resize", measure);
    return () => {
      window.removeEventListener("scroll", measure);
      window.removeEventListener("resize", measure);
    };
  }, [layout, lessons.length]);

  const shown = view.range ? layout.slots.slice(view.range.first, view.range.last + 1) : [];

  return (
    <div className="relative">
      {view.hint ? (
        // Pinned above the bottom navigation: on a phone the path starts below the first screen, and
        // the hint is only useful while the parent is still at the top of the page (spec §2 Home).
        <p className="pointer-events-none fixed inset-x-0 bottom-24 z-20 mx-auto flex w-fit items-center gap-2 rounded-pill border border-line bg-surface px-4 py-2 text-sm font-bold text-ink shadow-lg">
          Scroll down to explore more lessons
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 motion-safe:animate-bob" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
            <path d="M12 5v14M6 13l6 6 6-6" />
          </svg>
        </p>
      ) : null}
      <span aria-hidden="true" className="absolute top-0 bottom-0 left-1/2 -translate-x-1/2 border-l-4 border-dashed border-line" />
      <ol ref={containerRef} aria-label="Lesson path" className="relative" style={{ height: layout.height }}>
        {shown.map((slot) => (
          <li
            key={slot.lesson.id}
            aria-setsize={layout.slots.length}
            aria-posinset={slot.index + 1}
            className="absolute inset-x-0"
            style={{ top: slot.start, height: slot.end - slot.start }}
          >
            {slot.banner ? <LevelBanner banner={slot.banner} offset={slot.banner.top - slot.start} /> : null}
            <div className="absolute inset-x-0 flex" style={{ top: slot.top - slot.start }}>
              <HomeLessonCard
                lesson={slot.lesson}
                status={statuses.get(slot.lesson.id) ?? "locked"}
                accent={levelAccent(slot.level?.color)}
                // On wider screens the path winds left and right; on a phone the cards sit in the middle.
                className={cn("mx-auto", slot.index % 2 === 0 ? "sm:mr-auto sm:ml-[6%]" : "sm:mr-[6%] sm:ml-auto")}
              />
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}

function LevelBanner({ banner, offset }: { banner: PathBanner<Level>; offset: number }) {
  const accent = levelAccent(banner.level.color);
  return (
    <div className="absolute inset-x-0 flex flex-col items-center justify-end" style={{ top: offset, height: banner.height }}>
      <div className={cn("flex w-full max-w-md flex-col items-center rounded-card border-2 border-line px-5 py-3 text-center", accent.soft)}>
        {banner.roomy ? <Growler mood="calm" className="size-40 sm:size-48" title="Growler, calm and kind, ready to help with limits" /> : null}
        <p className="text-sm font-bold tracking-wide text-ink-soft uppercase">Level {banner.level.order}</p>
        <h3 className="text-2xl font-extrabold text-ink">{banner.level.title}</h3>
        {banner.roomy ? <p className="mt-1 text-ink-soft">{banner.level.description}</p> : null}
      </div>
    </div>
  );
}
