import { Trans } from "@lingui/react/macro";

/** What opens a locked lesson (`whatOpens`, src/shared/rules/locks.ts): the lesson before it, or the level before. */
export type WhatOpens = { lesson: { title: string } } | { level: { title: string } } | undefined;

/** The sentence of a locked lesson: the lesson, or the level, that opens it once finished. */
export function OpensWith({ opens }: { opens: WhatOpens }) {
  if (opens && "lesson" in opens) {
    const previousTitle = opens.lesson.title;
    return (
      <Trans comment="The title is the previous lesson's; keep the quotation marks your language uses">
        This lesson opens once you finish “{previousTitle}”.
      </Trans>
    );
  }
  if (opens && "level" in opens) {
    const levelTitle = opens.level.title;
    return (
      <Trans comment="The title is a level's (“Setting Limits”); keep the quotation marks your language uses">
        This lesson opens once you finish the lessons of “{levelTitle}”.
      </Trans>
    );
  }
  return <Trans>This lesson opens once you finish the lessons of the level before.</Trans>;
}
