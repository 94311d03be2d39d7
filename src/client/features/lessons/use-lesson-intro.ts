import { useEffect, useMemo, useRef, useState } from "react";
import { useLocation } from "wouter";
import { PRODUCT_NAME } from "@shared/product";
import { htmlLangOf } from "@shared/i18n/locales";
import type { LessonSummary } from "@shared/schemas/learning";
import { useLessons } from "../../data/learning/lessons";
import { useLevel } from "../../data/learning/level";
import { useLevels } from "../../data/learning/levels";
import { useProgress } from "../../data/learning/progress";
import { useSaveListeningRate, useSettings } from "../../data/settings";
import { useSubscription } from "../../data/subscription";
import { useContentLanguage } from "../../lib/i18n/content-language";
import { lessonIntroPath } from "./lesson-params";

/** docs/screens.md#constants: the slide-out lasts 500 ms; moves are allowed again 100 ms after the lesson changes. */
export const INTRO_SLIDE_MS = 500;
export const INTRO_REENABLE_MS = 100;

export type Direction = "previous" | "next";

/** What the lesson intro is drawn from: the level, every level and lesson (for the lock), the progress and the plan. */
export function useIntroReads(userId: number, levelId: number | null, enabled: boolean) {
  const level = useLevel(levelId ?? 0, { enabled });
  const levels = useLevels();
  const lessons = useLessons();
  const progress = useProgress(userId);
  // The plan only decides what Start Lesson offers; while it loads (or if it fails) the server still guards the lesson.
  const subscription = useSubscription(userId);
  return { level, levels, lessons, progress, subscription };
}

/**
 * The lesson among its level's, found by id in the level's lesson list (docs/screens.md#lesson-intro), with its
 * neighbours; the page's title names it.
 */
export function useLessonInLevel(lessons: readonly LessonSummary[] | undefined, levelId: number | null, lessonId: number | null) {
  const levelLessons = useMemo(
    () => (lessons ?? []).filter((lesson) => lesson.levelId === levelId).sort((a, b) => a.order - b.order),
    [lessons, levelId],
  );
  const index = levelLessons.findIndex((lesson) => lesson.id === lessonId);
  const lesson = index >= 0 ? levelLessons[index] : undefined;
  useEffect(() => {
    if (lesson) document.title = `${lesson.title} · ${PRODUCT_NAME}`;
  }, [lesson]);
  return {
    levelLessons,
    index,
    lesson,
    previous: index > 0 ? levelLessons[index - 1] : undefined,
    next: index >= 0 ? levelLessons[index + 1] : undefined,
  };
}

/**
 * docs/product-rules.md#listening: with "Listen to lessons" on, the intro offers Listen (it reads only on a tap), at
 * the parent's speed, in the lesson's language.
 */
export function useIntroListening(userId: number) {
  const settings = useSettings(userId);
  const onRate = useSaveListeningRate(userId).mutate;
  const displayLanguage = useContentLanguage();
  return {
    on: settings.data?.listenToLessons === true,
    rate: settings.data?.listeningRate ?? 1,
    onRate,
    language: htmlLangOf(displayLanguage),
    /** The language the lesson's words are shown in (the family's answers too). */
    displayLanguage,
  };
}

/**
 * Moving to the previous or next lesson: the screen slides out (`leaving`) for INTRO_SLIDE_MS, then the address
 * changes; moves are blocked until INTRO_REENABLE_MS after that. After a move the new lesson eases in, and focus stays
 * on the screen (the heading) when an arrow disappeared.
 */
export function useIntroSlide(
  levelId: number | null,
  lessonId: number | null,
  neighbours: { previous: LessonSummary | undefined; next: LessonSummary | undefined },
) {
  const [, setLocation] = useLocation();
  const [leaving, setLeaving] = useState<Direction | null>(null);
  const blocked = useRef(false);
  const moved = useRef(false);
  const timers = useRef<number[]>([]);
  const slideRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    const active = document.activeElement;
    if (!active || active === document.body) headingRef.current?.focus();
    const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
    if (!reduced) slideRef.current?.animate?.([{ opacity: 0 }, { opacity: 1 }], { duration: 200, easing: "ease-out" });
  }, [lessonId]);

  const move = (direction: Direction) => {
    const target = direction === "previous" ? neighbours.previous : neighbours.next;
    if (!target || blocked.current || levelId === null) return;
    blocked.current = true;
    setLeaving(direction);
    timers.current.push(
      window.setTimeout(() => {
        moved.current = true;
        setLeaving(null);
        setLocation(lessonIntroPath(levelId, target.id));
        timers.current.push(
          window.setTimeout(() => {
            blocked.current = false;
          }, INTRO_REENABLE_MS),
        );
      }, INTRO_SLIDE_MS),
    );
  };

  return { leaving, move, slideRef, headingRef };
}
