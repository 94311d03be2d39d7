import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";

/**
 * docs/product-rules.md#lesson-length: a lesson card shows the lesson's own time, computed from its content on the
 * server (src/shared/rules/lesson-minutes.ts), instead of the specification's fixed "15-20 minutes". In the page's
 * language (a component, so the server's render and the browser's use the same one).
 */
export function LessonDuration({ minutes }: { minutes: number }) {
  return <Trans comment="A lesson's length, on its card and intro; min = minutes">About {minutes} min</Trans>;
}

/** The lesson's time as text to place in a screen's markup (LessonDuration). */
export function lessonDurationLabel(minutes: number): ReactNode {
  return <LessonDuration minutes={minutes} />;
}
