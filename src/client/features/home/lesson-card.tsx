import { useId } from "react";
import { Link } from "wouter";
import type { LessonStatus } from "../../../shared/rules/locks";
import type { LessonSummary } from "../../../shared/schemas/learning";
import { Badge, type BadgeTone } from "../../components/ui/badge";
import { buttonClasses } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import type { LevelAccent } from "../learning/level-colors";
import { LessonIcon } from "./lesson-icon";

/** Spec §2 Home: the badge and button of each status ("current" reads In Progress). */
const STATUS_LABEL: Record<LessonStatus, string> = {
  completed: "Completed",
  current: "In Progress",
  available: "Available",
  locked: "Locked",
};
const STATUS_TONE: Record<LessonStatus, BadgeTone> = {
  completed: "green",
  current: "purple",
  available: "orange",
  locked: "neutral",
};
const ACTION_LABEL: Record<LessonStatus, string> = {
  completed: "Step In to Support",
  current: "Continue Activity",
  available: "Start Activity",
  locked: "Locked",
};

export function lessonIntroPath(lesson: { id: number; levelId: number }): string {
  return `/lessons/${lesson.levelId}/lesson/${lesson.id}`;
}

export function HomeLessonCard({
  lesson,
  status,
  accent,
  className,
}: {
  lesson: LessonSummary;
  status: LessonStatus;
  accent: LevelAccent;
  className?: string;
}) {
  const titleId = useId();
  const locked = status === "locked";
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        "relative w-full max-w-sm overflow-hidden rounded-card border-2 p-5 pt-6 shadow-[0_3px_0_0_var(--color-line)]",
        locked ? "border-dashed border-line bg-paper" : "border-line bg-surface",
        className,
      )}
    >
      <span aria-hidden="true" className={cn("absolute inset-x-0 top-0 h-2", locked ? "bg-line" : accent.solid)} />
      <div className="flex items-start justify-between gap-3">
        <span className={cn("grid size-14 shrink-0 place-items-center rounded-2xl", accent.soft, accent.text)}>
          <LessonIcon title={lesson.title} />
        </span>
        <Badge tone={STATUS_TONE[status]}>
          {locked ? <LockGlyph /> : null}
          {STATUS_LABEL[status]}
        </Badge>
      </div>
      <h4 id={titleId} className="mt-3 text-xl leading-snug font-extrabold">
        {lesson.title}
      </h4>
      <p className="mt-1 line-clamp-3 text-ink-soft">{lesson.description}</p>
      {status === "completed" ? <p className="mt-2 font-bold text-success dark:text-ink">+{lesson.xpReward} XP</p> : null}
      {locked ? (
        <button type="button" disabled aria-label={`${ACTION_LABEL.locked}: ${lesson.title}`} className={buttonClasses("secondary", "md", "mt-4 w-full")}>
          {ACTION_LABEL.locked}
        </button>
      ) : (
        <Link
          href={lessonIntroPath(lesson)}
          aria-label={`${ACTION_LABEL[status]}: ${lesson.title}`}
          className={buttonClasses(status === "current" ? "primary" : "secondary", "md", "mt-4 w-full")}
        >
          {ACTION_LABEL[status]}
        </Link>
      )}
    </article>
  );
}

export function LockGlyph({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className={cn("size-4", className)} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" />
    </svg>
  );
}
