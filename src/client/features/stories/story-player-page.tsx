import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { type RefObject, useEffect, useRef, useState } from "react";
import { Link, useParams } from "wouter";
import type { CHOICE_QUALITIES } from "@shared/content/story-schema";
import { PRODUCT_NAME } from "@shared/product";
import type { Story, StoryCompletionResult } from "@shared/schemas/stories";
import { Growler, Zo } from "../../components/art/monsters";
import { Button, buttonClasses } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { SpinnerStatus } from "../../components/ui/spinner-status";
import { failureText } from "../../components/ui/toast";
import { cn } from "../../lib/cn";
import { playSound } from "../../lib/sound";
import { SlideIllustration } from "../../players/activities/slides/slide-illustration";
import { useCompleteStory } from "./api/complete-story";
import { Rewards } from "../../components/rewards";
import { type ScoreSummary, scoreLine, scorePraise, storySummary } from "@shared/rules/players/score-summary";
import { useStory } from "./api/story";
import { GetHelpLine } from "../../components/get-help-line";
import { DifficultyBadge, storyDurationLabel } from "./story-labels";
import { isSavedOnDevice } from "../../lib/outbox";
import { SavedOnDeviceStatus } from "../../components/saved-on-device-status";
import { SamePageSection } from "../../components/same-page";
import { useSamePage } from "../../data/same-page";
import { ListenControls } from "../../components/listen-controls";
import { useSignedInUser } from "../../data/current-user";
import { useSaveListeningRate, useSettings } from "../../data/settings";
import { useContentLanguage } from "../../lib/i18n/content-language";
import { htmlLangOf } from "@shared/i18n/locales";

type Quality = (typeof CHOICE_QUALITIES)[number];
type Scene = Story["content"]["scenes"][number];

/** Each choice's feedback names its trade-off in words; the colour only repeats them. */
const QUALITY: Record<Quality, { label: MessageDescriptor; className: string }> = {
  best: { label: msg({ message: "Best choice", comment: "Feedback heading after the parent picks what they would do in a story" }), className: "border-level-green bg-level-green-soft" },
  okay: { label: msg({ message: "Okay choice, with a trade-off", comment: "Feedback heading after the parent picks what they would do in a story" }), className: "border-level-orange bg-level-orange-soft" },
  poor: { label: msg({ message: "Poor choice: likely to backfire", comment: "Feedback heading after the parent picks what they would do in a story" }), className: "border-danger bg-danger-soft" },
};

const parseStoryId = (raw: string | undefined) => (raw && /^[1-9][0-9]{0,8}$/.test(raw) ? Number(raw) : null);

/** The story player at /stories/:id: scene by scene, a choice and its feedback, then the takeaway and the XP. */
export function StoryPlayerPage() {
  const params = useParams<{ id?: string }>();
  const storyId = parseStoryId(params.id);
  const story = useStory(storyId ?? 0, { enabled: storyId !== null });
  const { t } = useLingui();

  useEffect(() => {
    if (story.data) document.title = `${story.data.title} · ${PRODUCT_NAME}`;
  }, [story.data]);

  if (storyId === null || story.isError) return <StoryNotFound />;
  if (!story.data) {
    return <SpinnerStatus label={t`Loading story`} />;
  }
  return <StoryPlayer key={story.data.id} story={story.data} />;
}

export default StoryPlayerPage;

function StoryNotFound() {
  return (
    <Card className="mx-auto flex max-w-md flex-col items-center gap-3 text-center">
      <Zo mood="calm" className="size-24" />
      <h1 className="text-2xl font-extrabold">
        <Trans>Story Not Found</Trans>
      </h1>
      <p className="text-ink-soft">
        <Trans>This story could not be found. It may have been removed.</Trans>
      </p>
      <Link href="/stories" className={buttonClasses("primary", "lg", "mt-2 w-full")}>
        <Trans>Back to Stories</Trans>
      </Link>
    </Card>
  );
}

type Step = { kind: "scene"; sceneId: string } | { kind: "takeaway" };

export function StoryPlayer({ story }: { story: Story }) {
  const scenes = story.content.scenes;
  const { i18n } = useLingui();
  const [step, setStep] = useState<Step>({ kind: "scene", sceneId: scenes[0]!.id });
  /** The choice ids made so far, one per scene visited. */
  const [choices, setChoices] = useState<string[]>([]);
  const [picked, setPicked] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const feedbackRef = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);
  // docs/product-rules.md#listening: the scene (or the takeaway) is read aloud as a lesson's card is.
  const readRegion = useRef<HTMLDivElement>(null);
  const me = useSignedInUser();
  const settings = useSettings(me.id);
  const saveRate = useSaveListeningRate(me.id).mutate;
  const contentLanguage = htmlLangOf(useContentLanguage());

  // A new scene or the takeaway: bring its heading into focus, so keyboard and screen-reader users start at the top.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);
  useEffect(() => {
    if (picked) feedbackRef.current?.focus();
  }, [picked]);

  const scene = step.kind === "scene" ? scenes.find((candidate) => candidate.id === step.sceneId) : undefined;
  const sceneNumber = choices.length + (picked ? 0 : 1);

  const pick = (choiceId: string) => {
    if (picked) return;
    setPicked(choiceId);
    setChoices((made) => [...made, choiceId]);
  };
  const next = () => {
    const choice = scene?.choices.find((candidate) => candidate.id === picked);
    setPicked(null);
    setStep(choice?.next ? { kind: "scene", sceneId: choice.next } : { kind: "takeaway" });
  };

  return (
    <article className="mx-auto flex w-full max-w-2xl flex-col gap-5" aria-labelledby="story-title">
      <header className="flex flex-col gap-2">
        <Link href="/stories" className="self-start font-semibold text-brand underline-offset-4 hover:underline">
          <span aria-hidden="true" className="inline-block rtl:-scale-x-100">←</span> <Trans comment="Link back to the list of stories">All stories</Trans>
        </Link>
        <p id="story-title" className="text-lg font-extrabold text-ink-soft">
          {story.title}
        </p>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <DifficultyBadge difficulty={story.difficulty} />
          <span className="font-semibold text-ink-soft">{storyDurationLabel(i18n, story.minutes)}</span>
          <ListenControls
            region={readRegion}
            language={contentLanguage}
            on={settings.data?.listenToLessons ?? false}
            rate={settings.data?.listeningRate ?? 1}
            onRate={saveRate}
            className="ms-auto"
          />
        </div>
        {story.helpLink && <GetHelpLine />}
      </header>

      <div ref={readRegion} className="flex flex-col gap-5">
        {scene ? (
          <SceneView
            key={scene.id}
            scene={scene}
            number={sceneNumber}
            picked={picked}
            onPick={pick}
            onContinue={next}
            headingRef={headingRef}
            feedbackRef={feedbackRef}
          />
        ) : (
          <Takeaway story={story} choices={choices} headingRef={headingRef} />
        )}
      </div>
    </article>
  );
}

function SceneView({
  scene,
  number,
  picked,
  onPick,
  onContinue,
  headingRef,
  feedbackRef,
}: {
  scene: Scene;
  number: number;
  picked: string | null;
  onPick: (choiceId: string) => void;
  onContinue: () => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
  feedbackRef: RefObject<HTMLDivElement | null>;
}) {
  const choice = scene.choices.find((candidate) => candidate.id === picked);
  const { i18n } = useLingui();
  return (
    <section className="flex flex-col gap-4" aria-labelledby={`scene-${scene.id}`}>
      <SlideIllustration illustration={scene.illustration} shape="wide" />
      <div>
        <p className="text-sm font-bold uppercase tracking-wide text-ink-soft">
          <Trans comment="{number} is the scene's number in the story: Scene 2">Scene {number}</Trans>
        </p>
        <h1 id={`scene-${scene.id}`} ref={headingRef} tabIndex={-1} className="text-2xl font-extrabold">
          {scene.title}
        </h1>
      </div>
      {scene.narration.split(/\n\s*\n/).map((paragraph) => (
        <p key={paragraph} className="text-lg leading-relaxed">
          {paragraph}
        </p>
      ))}
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-lg font-extrabold">
          <Trans>What would you do?</Trans>
        </legend>
        {scene.choices.map((option) => {
          const chosen = option.id === picked;
          return (
            <button
              key={option.id}
              type="button"
              aria-pressed={chosen}
              disabled={picked !== null && !chosen}
              onClick={() => onPick(option.id)}
              className={cn(
                "rounded-card border-2 px-4 py-3 text-start text-base font-semibold transition-colors",
                chosen ? "border-brand bg-brand-soft" : "border-line bg-surface hover:border-brand",
                "disabled:cursor-not-allowed disabled:opacity-60",
              )}
            >
              {option.text}
            </button>
          );
        })}
      </fieldset>
      {choice && (
        <div
          ref={feedbackRef}
          tabIndex={-1}
          role="status"
          className={cn("flex flex-col gap-3 rounded-card border-2 p-4", QUALITY[choice.quality].className)}
        >
          <p className="text-lg font-extrabold">{i18n._(QUALITY[choice.quality].label)}</p>
          <p>{choice.feedback}</p>
          <Button className="self-end" onClick={onContinue}>
            <Trans comment="Button: go on to the next scene of the story">Continue</Trans>
          </Button>
        </div>
      )}
    </section>
  );
}

function Takeaway({
  story,
  choices,
  headingRef,
}: {
  story: Story;
  choices: string[];
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const { takeaway } = story.content;
  const completion = useCompleteStory();
  const { t } = useLingui();
  return (
    <section className="flex flex-col gap-4" aria-labelledby="story-takeaway">
      <Card className="flex flex-col gap-3">
        <div className="flex items-center gap-3">
          <Growler mood="calm" className="size-16 shrink-0" />
          <h1 id="story-takeaway" ref={headingRef} tabIndex={-1} className="text-2xl font-extrabold">
            {takeaway.title}
          </h1>
        </div>
        <p className="text-lg leading-relaxed">{takeaway.text}</p>
        <h2 className="text-lg font-extrabold">
          <Trans comment="Growler is a character's name (keep it)">Growler Tips</Trans>
        </h2>
        <ul className="flex flex-col gap-2">
          {takeaway.tips.map((tip) => (
            <li key={tip} className="rounded-card bg-level-green-soft px-4 py-2 dark:text-ink">
              {tip}
            </li>
          ))}
        </ul>
      </Card>
      {completion.data && isSavedOnDevice(completion.data) ? (
        <Card className="text-center font-semibold">
          <SavedOnDeviceStatus saved={completion.data}>
            {(answer) => (
              <Rewards
                result={answer as StoryCompletionResult}
                replayText={t`You've finished this story before, so no new XP this time.`}
              />
            )}
          </SavedOnDeviceStatus>
        </Card>
      ) : completion.data ? (
        <>
          <CompletionCard result={completion.data} summary={storySummary(story.content.scenes, choices)} />
          <StorySamePage storyId={story.id} />
        </>
      ) : (
        <div className="flex flex-col gap-2">
          {completion.isError && (
            <p role="alert" className="font-semibold text-danger">
              {failureText({ fallback: t`We couldn't save that just now. Please try again.` }, completion.error)}
            </p>
          )}
          <Button
            size="lg"
            disabled={completion.isPending}
            onClick={() => completion.mutate({ storyId: story.id, choices }, { onSuccess: () => playSound("success") })}
          >
            {completion.isPending ? t`Saving...` : t`Finish Story`}
          </Button>
        </div>
      )}
    </section>
  );
}

/** A finished story, saved: the family's choices side by side, once every adult shares them. */
function StorySamePage({ storyId }: { storyId: number }) {
  const samePage = useSamePage({ storyId }, useContentLanguage(), true);
  return samePage.data ? <SamePageSection page={samePage.data} /> : null;
}

/** A finished story ends in the same celebration as a lesson: XP, streak and goal, level-up and badges. */
function CompletionCard({ result, summary }: { result: StoryCompletionResult; summary: ScoreSummary }) {
  const { i18n, t } = useLingui();
  const line = scoreLine(summary);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} role="status" className="rounded-card">
      <Card className="flex flex-col items-center gap-4 text-center">
        <p className="text-2xl font-extrabold">{result.xpAwarded > 0 ? t`Story complete!` : t`Great practice!`}</p>
        {/* What the parent did, told the way a lesson tells it: docs/product-rules.md#lesson-scores. */}
        <div className="flex flex-col gap-1">
          {line ? <p className="text-xl font-extrabold">{i18n._(line)}</p> : null}
          <p className="text-lg font-semibold">{i18n._(scorePraise(summary))}</p>
        </div>
        <Rewards result={result} replayText={t`You've finished this story before, so no new XP this time.`} />
        <Link href="/stories" className={buttonClasses("primary", "lg", "mt-2 w-full sm:w-auto")}>
          <Trans>Back to Stories</Trans>
        </Link>
      </Card>
    </div>
  );
}
