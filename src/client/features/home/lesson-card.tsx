import { forwardRef } from "react";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { actionLabel, shownStatus } from "@shared/rules/labels";
import { useStartedLessonsHere } from "../../data/learning/started-lessons";
import { Link } from "wouter";
import type { LessonStatus } from "@shared/rules/locks";
import type { LessonSummary } from "@shared/schemas/learning";
import { Badge, type BadgeTone } from "../../components/ui/badge";
import { buttonClasses } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { lessonDurationLabel } from "../../components/lesson-labels";
import type { LevelAccent } from "../../components/level-colors";
import { LessonIcon } from "./lesson-icon";

/**
 * docs/screens.md#home: the badge and button of each status as shown ("current" reads In Progress, and is shown only
 * for a lesson with a saved place: src/shared/rules/labels.ts shownStatus).
 */
export const STATUS_LABEL: Record<LessonStatus, MessageDescriptor> = {
  completed: msg({ message: "Completed", comment: "A lesson's status badge: the parent has finished it" }),
  current: msg({ message: "In Progress", comment: "A lesson's status badge: started, with a saved place" }),
  available: msg({ message: "Available", comment: "A lesson's status badge: open, not started yet" }),
  locked: msg({ message: "Locked", comment: "A lesson's status badge: opens after the lesson before it" }),
};
const STATUS_TONE: Record<LessonStatus, BadgeTone> = {
  completed: "green",
  current: "purple",
  available: "orange",
  locked: "neutral",
};
const ACTION_LABEL: Record<LessonStatus, string> = {
  completed: actionLabel("completed"),
  current: actionLabel("current"),
  available: actionLabel("available"),
  locked: actionLabel("locked"),
};

export function lessonIntroPath(lesson: { id: number; levelId: number }): string {
  return `/lessons/${lesson.levelId}/lesson/${lesson.id}`;
}

/**
 * The card a path node opens: what the lesson is, how long it takes, its XP, its status badge and its button.
 * It is a non-modal dialog: the path moves focus into it and takes it back when it closes.
 */
export const LessonNodeCard = forwardRef<
  HTMLDivElement,
  {
    id: string;
    lesson: LessonSummary;
    status: LessonStatus;
    accent: LevelAccent;
    levelTitle: string | undefined;
    onClose: () => void;
    className?: string;
  }
>(function LessonNodeCard({ id, lesson, status: pathStatus, accent, levelTitle, onClose, className }, ref) {
  const { t, i18n } = useLingui();
  const status = shownStatus(pathStatus, useStartedLessonsHere().has(lesson.id));
  const action = i18n._(ACTION_LABEL[status]);
  const lessonTitle = lesson.title;
  const xpReward = lesson.xpReward;
  const actionLabelText = t({
    message: `${action}: ${lessonTitle}`,
    comment: "A lesson's button for screen readers: Start Activity: Naming Big Feelings",
  });
  const titleId = `${id}-title`;
  const locked = status === "locked";
  return (
    <div
      ref={ref}
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      className={cn(
        "relative w-full overflow-hidden rounded-card border-2 bg-surface p-4 pt-5 shadow-[0_6px_24px_-8px_rgb(31_35_64/0.35)] outline-none focus-visible:outline-3",
        locked ? "border-line" : accent.border,
        className,
      )}
    >
      <span aria-hidden="true" className={cn("absolute inset-x-0 top-0 h-2", locked ? "bg-line" : accent.solid)} />
      <div className="flex items-start gap-3">
        <span className={cn("grid size-12 shrink-0 place-items-center rounded-2xl", accent.soft, accent.text)}>
          <LessonIcon title={lesson.title} />
        </span>
        <div className="flex min-w-0 flex-1 flex-wrap items-center gap-2 pt-2">
          <Badge tone={STATUS_TONE[status]}>
            {locked ? <LockGlyph /> : null}
            {i18n._(STATUS_LABEL[status])}
          </Badge>
          {levelTitle ? <span className="text-sm font-semibold text-ink-soft">{levelTitle}</span> : null}
        </div>
        <button
          type="button"
          aria-label={t({ message: "Close", comment: "Closes the lesson's card on the home path" })}
          onClick={onClose}
          className="-mt-1 -me-1 grid size-11 shrink-0 place-items-center rounded-xl text-ink-soft hover:bg-brand-soft hover:text-ink"
        >
          <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
        </button>
      </div>
      <h3 id={titleId} className="mt-2 text-xl leading-snug font-extrabold">
        {lesson.title}
      </h3>
      <p className="mt-1 text-ink-soft">{lesson.description}</p>
      <dl className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm font-semibold text-ink-soft">
        <div className="flex items-center gap-1.5">
          <dt className="sr-only">
            <Trans comment="How long a lesson takes (read by screen readers)">Length</Trans>
          </dt>
          <ClockGlyph />
          <dd>{lessonDurationLabel(lesson.minutes)}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt className="sr-only">
            <Trans comment="The XP a lesson gives (read by screen readers)">Reward</Trans>
          </dt>
          <StarGlyph />
          <dd className={status === "completed" ? "text-success dark:text-ink" : undefined}>
            <Trans comment="The XP a lesson gives">+{xpReward} XP</Trans>
          </dd>
        </div>
      </dl>
      {locked ? (
        <>
          <p className="mt-3 text-sm text-ink-soft">
            <Trans>Finish the lesson before this one to open it.</Trans>
          </p>
          <button type="button" disabled aria-label={actionLabelText} className={buttonClasses("secondary", "md", "mt-3 w-full")}>
            <LockGlyph />
            {action}
          </button>
        </>
      ) : (
        <Link
          href={lessonIntroPath(lesson)}
          aria-label={actionLabelText}
          className={buttonClasses(status === "current" ? "primary" : "secondary", "md", "mt-4 w-full")}
        >
          {action}
        </Link>
      )}
    </div>
  );
});

export function LockGlyph({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className={cn("size-4", className)} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" />
    </svg>
  );
}

export function CheckGlyph({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className={cn("size-7", className)} fill="none" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round">
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </svg>
  );
}

function ClockGlyph() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </svg>
  );
}

function StarGlyph() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinejoin="round">
      <path d="m12 3 2.6 5.6 6.1.7-4.5 4.2 1.2 6L12 16.5l-5.4 3 1.2-6-4.5-4.2 6.1-.7Z" />
    </svg>
  );
}
