import type { RefObject } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { msg } from "@lingui/core/macro";
import type { ListeningRate } from "@shared/rules/listening";
import { Badge } from "@client/components/ui/badge";
import { Button } from "@client/components/ui/button";
import { Dialog } from "@client/components/ui/dialog";
import { ProgressBar } from "@client/components/ui/progress-bar";
import { SpinnerStatus } from "@client/components/ui/spinner-status";
import { GetHelpButton } from "@client/components/get-help-line";
import { ListenControls } from "@client/components/listen-controls";

/** The words of the question asked before leaving a lesson with progress in it. */
export const LEAVE_TITLE = msg`Leave the lesson?`;
export const LEAVE_TEXT = msg({ message: "Your place is saved.", comment: "Under \"Leave the lesson?\": the lesson reopens where the parent left it" });

/** "Listen to lessons" as the frame uses it: on or off, the speed, and where a speed chosen in the top bar is kept. */
export interface Listening {
  on: boolean;
  rate: ListeningRate;
  onRate?: (rate: ListeningRate) => void;
}

/**
 * The lesson's top bar, sticky: the exit that asks first, the progress, the XP, Get help now and the listening
 * controls (which read `readRegion`, and hold while `held`).
 */
export function FrameTopBar({
  percent,
  xpReward,
  onExit,
  readRegion,
  language,
  listening,
  held,
}: {
  percent: number;
  xpReward: number;
  onExit: () => void;
  readRegion: RefObject<HTMLDivElement | null>;
  /** The language the lesson's words are read in. */
  language: string;
  listening: Listening;
  held: boolean;
}) {
  const { t } = useLingui();
  return (
    <div className="sticky top-0 z-30 -mx-4 flex flex-wrap items-center gap-x-3 gap-y-2 bg-paper/95 px-4 py-2 backdrop-blur">
      <button
        type="button"
        aria-label={t`Leave the lesson`}
        onClick={onExit}
        className="grid size-11 shrink-0 place-items-center rounded-full border-2 border-line bg-surface hover:border-brand"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        >
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
      {/* On a phone the bar has a row of its own under the buttons, so the buttons never squeeze it. */}
      <ProgressBar
        value={Math.round(percent)}
        max={100}
        label={t`Lesson progress`}
        className="order-last h-4 basis-full sm:order-none sm:flex-1 sm:basis-auto"
      />
      <Badge tone="green" className="ms-auto shrink-0 whitespace-nowrap sm:ms-0">
        <Trans comment="The XP this lesson gives, in the lesson's top bar">+{xpReward} XP</Trans>
      </Badge>
      {/* A lesson is full-screen (no top bar, no side navigation): Get help now stays one tap away here. */}
      <GetHelpButton compact />
      <ListenControls
        region={readRegion}
        language={language}
        on={listening.on}
        rate={listening.rate}
        onRate={listening.onRate}
        held={held}
      />
    </div>
  );
}

/** "Welcome back! We kept your place.", with Start over and a dismiss button. */
export function WelcomeBackBanner({ onStartOver, onDismiss }: { onStartOver: () => void; onDismiss: () => void }) {
  const { t } = useLingui();
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-card border-2 border-line bg-surface px-4 py-3"
    >
      <p className="font-semibold">
        <Trans>Welcome back! We kept your place.</Trans>
      </p>
      <div className="flex items-center gap-2">
        <Button variant="secondary" onClick={onStartOver}>
          <Trans comment="Button: restarts the lesson from its first step">Start over</Trans>
        </Button>
        <button
          type="button"
          aria-label={t`Dismiss welcome back`}
          onClick={onDismiss}
          className="grid size-11 place-items-center rounded-full text-2xl leading-none hover:bg-brand-soft"
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </div>
  );
}

/** "Leave the lesson?": Keep going stays, Leave goes. */
export function LeaveDialog({ open, onStay, onLeave }: { open: boolean; onStay: () => void; onLeave: () => void }) {
  const { i18n } = useLingui();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onStay();
      }}
      title={i18n._(LEAVE_TITLE)}
      description={i18n._(LEAVE_TEXT)}
    >
      <div className="flex flex-col gap-3 sm:flex-row-reverse">
        <Button size="lg" className="flex-1" onClick={onStay}>
          <Trans comment="Button in the leave dialog: stays in the lesson">Keep going</Trans>
        </Button>
        <Button variant="secondary" size="lg" className="flex-1" onClick={onLeave}>
          <Trans comment="Button in the leave dialog: leaves the lesson">Leave</Trans>
        </Button>
      </div>
    </Dialog>
  );
}

export function FrameLoading() {
  const { t } = useLingui();
  return <SpinnerStatus label={t`Loading lesson`} />;
}
