import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useCallback, useEffect, useMemo } from "react";
import { Link } from "wouter";
import { Trans, useLingui } from "@lingui/react/macro";
import { PRODUCT_NAME } from "@shared/product";
import { frameShapeOf, initialFrame } from "@shared/rules/players/lesson-frame";
import type { ScoreSummary } from "@shared/rules/players/score-summary";
import type { GuestAttempt, GuestCompletion } from "@shared/schemas/guest-lesson";
import type { Lesson } from "@shared/schemas/learning";
import { Pip } from "../../components/art/monsters";
import { Button, buttonClasses } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { SpinnerStatus } from "../../components/ui/spinner-status";
import { ApiError } from "../../lib/api";
import { REGISTER_TO_KEEP_LESSON, rememberGuestToken } from "../../data/guest-lesson-claim";
import { usePlaceSaver } from "./api/attempt";
import { useContentLanguage } from "../../lib/i18n/content-language";
import { guestLessonQuery, GUEST_PLACE_PATH, resetGuestPlace } from "./api/guest-lesson";
import { PracticeCard } from "./celebration";
import { CelebrationTop, CompletionStatus, ScoreLines } from "./completion-status";
import { FrameSession } from "./frame/lesson-frame";
import type { FinishedLesson } from "./frame/use-lesson-frame";
import { useGuestCompletion, useGuestReflection } from "./use-guest-lesson";

/**
 * The guest lesson at /try (docs/screens.md#try-a-lesson): a visitor plays a real lesson in the lesson frame without
 * an account, nothing asked first. The server keeps their place and completion against this browser; the celebration
 * shows the XP they keep by creating an account, and "Save your progress" leads to registering, after which the lesson
 * moves into the account (data/guest-lesson-claim.ts).
 */
export function GuestLessonPage() {
  const { t } = useLingui();
  const language = useContentLanguage();
  const attempt = useQuery(guestLessonQuery(language));
  const productName = PRODUCT_NAME;
  const documentTitle = t({ message: `Try a lesson · ${productName}`, comment: "The browser tab's title of the guest lesson page" });

  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);

  let body: ReactNode;
  if (attempt.isPending) body = <SpinnerStatus label={t`Loading lesson`} />;
  else if (attempt.isError) body = <GuestLessonRefused error={attempt.error} onRetry={() => void attempt.refetch()} />;
  else body = <GuestSession attempt={attempt.data} />;
  return (
    <div className="min-h-dvh bg-paper text-ink">
      <main id="main" className="mx-auto flex w-full max-w-3xl flex-col px-4 pt-2 pb-10">
        {body}
      </main>
    </div>
  );
}

function GuestSession({ attempt }: { attempt: GuestAttempt }) {
  const { lesson, level } = attempt;
  const language = useContentLanguage();
  useEffect(() => rememberGuestToken(attempt.token, attempt.expiresAt), [attempt.token, attempt.expiresAt]);

  const firstCard = useMemo(
    () => initialFrame(frameShapeOf(lesson.lead, lesson.play?.intro)),
    [lesson],
  );
  const forget = useCallback(() => resetGuestPlace(firstCard), [firstCard]);
  const saver = usePlaceSaver(GUEST_PLACE_PATH, forget);
  const { completion, onFinished, retry } = useGuestCompletion(language);
  const { saveReflection, reflectionSaved } = useGuestReflection();

  // A reload after the end: the celebration again, with the way to keep it.
  if (attempt.completion) {
    return (
      <>
        <header className="py-3">
          <p className="text-sm font-bold text-ink-soft">{level.title}</p>
          <h1 className="text-xl leading-tight font-extrabold sm:text-2xl">{lesson.title}</h1>
        </header>
        <GuestCelebration lesson={lesson} summary={null} completion={attempt.completion} failed={false} onRetry={() => {}} />
      </>
    );
  }

  const celebrate = (finished: FinishedLesson) => (
    <GuestCelebration
      lesson={lesson}
      summary={finished.summary}
      completion={completion.data && { ...completion.data, reflectionSaved: completion.data.reflectionSaved || reflectionSaved }}
      failed={completion.isError}
      onRetry={retry}
    />
  );

  return (
    <FrameSession
      lesson={lesson}
      level={level}
      saved={attempt.attempt?.state ?? null}
      saver={saver}
      onFinished={onFinished}
      saveReflection={saveReflection}
      celebrate={celebrate}
    />
  );
}

/**
 * The celebration of a guest lesson: what the visitor did, the XP shown as theirs to keep when they join, the practice
 * for this week, and "Save your progress".
 */
function GuestCelebration({
  lesson,
  summary,
  completion,
  failed,
  onRetry,
}: {
  lesson: Lesson;
  summary: ScoreSummary | null;
  /** The server's record of the completion; undefined while it is on its way. */
  completion: GuestCompletion | undefined;
  failed: boolean;
  onRetry: () => void;
}) {
  const xpToKeep = completion?.xpToKeep;
  return (
    <section aria-labelledby="celebration-heading" className="mx-auto flex w-full max-w-xl flex-col items-center gap-5 text-center">
      <CelebrationTop character={lesson.character} title={lesson.title} />
      {summary ? <ScoreLines summary={summary} /> : null}
      <CompletionStatus
        failed={failed}
        onRetry={onRetry}
        saving={!completion}
        failedText={<Trans>We couldn't record this lesson just now. What you did is still here.</Trans>}
        retryLabel={<Trans comment="Button: records the finished lesson again">Try again</Trans>}
        savingText={<Trans>Recording your lesson...</Trans>}
      >
        {completion ? (
          <Card className="flex w-full flex-col items-center gap-2 border-2 border-brand bg-brand-soft">
            <p className="text-4xl font-extrabold" data-testid="xp-to-keep">
              <Trans comment="The XP the visitor keeps by creating an account">+{xpToKeep} XP</Trans>
            </p>
            <p className="text-lg">
              {completion.reflectionSaved ? (
                <Trans>
                  Yours to keep when you create your free account: this lesson marked done, its XP, your reflection in
                  your journal and your practice for the week.
                </Trans>
              ) : (
                <Trans>
                  Yours to keep when you create your free account: this lesson marked done, its XP and your practice for
                  the week.
                </Trans>
              )}
            </p>
          </Card>
        ) : null}
      </CompletionStatus>
      {lesson.practice ? <PracticeCard practice={lesson.practice} /> : null}
      <div className="flex w-full flex-col gap-3">
        <Link href={REGISTER_TO_KEEP_LESSON} className={buttonClasses("primary", "lg", "w-full")}>
          <Trans comment="Button: leads to creating an account">Save your progress</Trans>
        </Link>
        <p className="text-ink-soft">
          <Trans>
            Already have an account?{" "}
            <Link href="/login" className="font-bold text-brand underline underline-offset-4">
              Log in to save it
            </Link>
          </Trans>
        </p>
        <Link href="/" className={buttonClasses("ghost", "md", "self-center")}>
          <Trans>Back to the home page</Trans>
        </Link>
      </div>
    </section>
  );
}

/** The lesson could not start: too many tries from this connection (the server's words), or a failure to retry. */
function GuestLessonRefused({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const limited = error instanceof ApiError && error.status === 429;
  return (
    <Card className="mx-auto mt-10 flex max-w-md flex-col items-center gap-3 text-center">
      <Pip mood="calm" className="size-24" />
      <h1 className="text-2xl font-extrabold">
        <Trans>The lesson didn't open</Trans>
      </h1>
      <p className="text-ink-soft">
        {limited ? (
          <Trans>
            Many lessons were started from this connection in the last hour. Please try again later, or create an account
            to play every lesson.
          </Trans>
        ) : (
          <Trans>We couldn't open the lesson just now. Please check your connection and try again.</Trans>
        )}
      </p>
      <div className="mt-2 flex w-full flex-col gap-3">
        {limited ? null : (
          <Button size="lg" onClick={onRetry}>
            <Trans comment="Button: tries to open the guest lesson again">Try again</Trans>
          </Button>
        )}
        <Link href="/register" className={buttonClasses(limited ? "primary" : "secondary", "lg")}>
          <Trans comment="Button">Create account</Trans>
        </Link>
        <Link href="/" className={buttonClasses("ghost", "md")}>
          <Trans>Back to the home page</Trans>
        </Link>
      </div>
    </Card>
  );
}

export default GuestLessonPage;
