import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { Zo } from "../../components/art/monsters";
import { buttonClasses } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { OFFLINE_MESSAGE, useOnline } from "../../lib/online";
import { OpensWith, type WhatOpens } from "../../components/opens-with";

/**
 * docs/lesson-players.md#the-lesson-frame / docs/lesson-players.md#player-messages: a missing level or lesson. Offline
 * it is most likely one this phone never kept (or kept in another language), and it says so.
 */
export function LessonNotFound() {
  const online = useOnline();
  const { i18n } = useLingui();
  return (
    <Card className="mx-auto flex max-w-md flex-col items-center gap-3 text-center">
      <Zo mood="calm" className="size-24" />
      <h1 className="text-2xl font-extrabold">
        {online ? <Trans>Lesson Not Found</Trans> : <Trans comment="Heading: a lesson this phone has not kept for use offline">Not available offline</Trans>}
      </h1>
      <p className="text-ink-soft">
        {online ? (
          <Trans>This lesson could not be found. It may have been removed or you may not have access to it.</Trans>
        ) : (
          i18n._(OFFLINE_MESSAGE)
        )}
      </p>
      <Link href="/" className={buttonClasses("primary", "lg", "mt-2 w-full")}>
        <Trans>Back to Home</Trans>
      </Link>
    </Card>
  );
}

/** A lesson the lock rule keeps closed (docs/product-rules.md#lock-rule), naming what opens it (`whatOpens`). */
export function LockedNote({ opens }: { opens: WhatOpens }) {
  return (
    <p className="rounded-card bg-line/60 px-4 py-3 font-semibold text-ink">
      <OpensWith opens={opens} />
    </p>
  );
}
