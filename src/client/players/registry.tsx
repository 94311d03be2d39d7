import { Component, Suspense, lazy, useEffect, type ComponentType, type ErrorInfo, type LazyExoticComponent, type ReactNode } from "react";
import type { z } from "zod";
import { ACTIVITY_TYPES, type ActivityType, kindOf } from "../../shared/content/activity-types";
import type { contentSchemas } from "../../shared/content/content-schemas";
import type { Lesson } from "../../shared/schemas/learning";
import { Button } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { Growler } from "../components/art/monsters";
import type { ReflectingPlayerProps } from "./types";
import { type MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";

/**
 * What the registry knows about one lesson kind: the player (its own lazy chunk). The content is not parsed here:
 * the server checks every lesson's content against its type's schema at start-up and sends it parsed, so the
 * validation library stays off the lesson's path (docs/benchmarks.md, "Signed-in screens in Lighthouse").
 */
export interface PlayerEntry {
  // Any entry's player takes the content the server checked for its type, so the host need not know the type.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  Player: LazyExoticComponent<ComponentType<ReflectingPlayerProps<any>>>;
}

type ContentOf<Type extends ActivityType> = z.infer<(typeof contentSchemas)[Type]>;
type PlayerLoader<Content> = () => Promise<ComponentType<ReflectingPlayerProps<Content>>>;

/** The player module loads on first use (or earlier, through `preloadPlayer`). */
function definePlayer<Content>(load: PlayerLoader<Content>): PlayerEntry {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    Player: lazy(async () => ({ default: (await load()) as ComponentType<ReflectingPlayerProps<any>> })),
  };
}

/**
 * Lesson kind (activityType) → the player that plays it, for every kind of the content schema map: a kind without a
 * player does not compile (docs/code-style.md#players-and-content). Each player takes its kind's content as the server
 * checked it; what differs between lessons of one kind is in the lesson's `play` (the slide layout, the steps rules).
 */
const PLAYER_LOADERS: { [Type in ActivityType]: PlayerLoader<ContentOf<Type>> } = {
  slides: () => import("./activities/slides/slide-player").then((m) => m.SlidePlayer),
  steps: () => import("./activities/steps/steps-player").then((m) => m.StepsPlayer),
  "multiple-choice": () => import("./activities/multiple-choice/multiple-choice-player").then((m) => m.MultipleChoicePlayer),
  "drag-drop": () => import("./activities/drag-drop/drag-drop-player").then((m) => m.DragDropPlayer),
  "emotional-selector": () => import("./activities/emotional-selector/emotional-selector-player").then((m) => m.EmotionalSelectorPlayer),
  "branching-scenario": () => import("./activities/branching-scenario/branching-scenario-player").then((m) => m.BranchingScenarioPlayer),
  "module-closer": () => import("./activities/module-closer/module-closer-player").then((m) => m.ModuleCloserPlayer),
  "roleplay-simulation": () => import("./activities/guided/guided-player").then((m) => m.GuidedPlayer),
};

const players = Object.fromEntries(
  ACTIVITY_TYPES.map((type) => [type, definePlayer(PLAYER_LOADERS[type] as PlayerLoader<unknown>)]),
) as Record<ActivityType, PlayerEntry>;

/**
 * The player for a lesson kind, or undefined when no player plays it. A former type name (a lesson kept on the device
 * before kinds) finds its kind's player.
 */
export function getPlayer(activityType: string): PlayerEntry | undefined {
  const kind = kindOf(activityType);
  return kind === undefined ? undefined : players[kind];
}

/**
 * Starts downloading the player of a lesson kind while the rest of the lesson loads; the browser keeps the module, so
 * the player's own lazy load later finds it there.
 */
export function preloadPlayer(activityType: string): void {
  const kind = kindOf(activityType);
  if (kind !== undefined) void PLAYER_LOADERS[kind]().catch(() => {});
}

/** A calm card for a lesson that cannot be played, naming it so a parent can tell us which one. */
function LessonProblemCard({ heading, lesson, children }: { heading: MessageDescriptor; lesson: Lesson; children?: ReactNode }) {
  const { i18n } = useLingui();
  const { title, activityType } = lesson;
  return (
    <Card role="alert" className="mx-auto flex w-full max-w-2xl flex-col items-center gap-3 text-center text-ink">
      <Growler mood="calm" className="size-20" />
      <h2 className="text-xl font-extrabold">{i18n._(heading)}</h2>
      <p className="text-ink-soft">
        <Trans comment="The lesson's title, then its activity type (a code word, kept as it is)">
          “{title}” <span className="whitespace-nowrap">({activityType})</span> can't be shown right now. Your progress
          is safe. Please try another lesson, and come back to this one later.
        </Trans>
      </p>
      {children}
    </Card>
  );
}

interface PlayerErrorBoundaryProps {
  lesson: Lesson;
  children: ReactNode;
}

/**
 * Catches a player that throws, so one broken lesson never blanks the page (docs/code-style.md#players-and-content).
 */
export class PlayerErrorBoundary extends Component<PlayerErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // React has already logged the error; this names the lesson for whoever reads the log.
    console.warn(`Lesson ${this.props.lesson.id} (${this.props.lesson.activityType}) failed to play:`, error.message, info.componentStack ?? "");
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <LessonProblemCard heading={msg`Oops, this activity hit a snag`} lesson={this.props.lesson}>
        <Button variant="secondary" onClick={() => this.setState({ failed: false })}>
          <Trans comment="Button: plays the activity that failed again">Try Again</Trans>
        </Button>
      </LessonProblemCard>
    );
  }
}

/** Shown while a player's chunk loads. */
function PlayerLoading() {
  return (
    <div role="status" data-loading="" className="flex flex-col items-center gap-3 py-12 text-ink-soft">
      <span aria-hidden="true" className="size-10 rounded-pill border-4 border-brand-soft border-t-brand motion-safe:animate-spin" />
      <span>
        <Trans>Getting your activity ready…</Trans>
      </span>
    </div>
  );
}

export type LessonPlayerProps = Omit<ReflectingPlayerProps<unknown>, "content">;

/** Content the server checked is always an object; anything else (no content at all) no player can use. */
const isContent = (content: unknown): content is object => typeof content === "object" && content !== null && !Array.isArray(content);

/** Plays any lesson: finds its player and keeps a failure inside a friendly card. */
export function LessonPlayer({ lesson, ...events }: LessonPlayerProps) {
  const entry = getPlayer(lesson.activityType);
  const usable = isContent(lesson.content);

  useEffect(() => {
    if (entry && !usable) console.warn(`Lesson ${lesson.id} (${lesson.activityType}) has no content its player can use`);
  }, [entry, usable, lesson.id, lesson.activityType]);

  if (!entry) {
    return (
      <Card className="mx-auto w-full max-w-2xl text-center text-ink">
        <p className="text-lg font-bold">
          <Trans>Activity type not supported yet</Trans>
        </p>
      </Card>
    );
  }
  if (!usable) return <LessonProblemCard heading={msg`This lesson needs a little fixing`} lesson={lesson} />;

  const { Player } = entry;
  return (
    // A new lesson gets a fresh boundary, so one lesson's failure doesn't follow the parent to the next.
    <PlayerErrorBoundary key={lesson.id} lesson={lesson}>
      <Suspense fallback={<PlayerLoading />}>
        <Player lesson={lesson} content={lesson.content} {...events} />
      </Suspense>
    </PlayerErrorBoundary>
  );
}
