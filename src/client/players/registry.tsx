import { Component, Suspense, lazy, useEffect, useMemo, type ComponentType, type ErrorInfo, type LazyExoticComponent, type ReactNode } from "react";
import type { z } from "zod";
import {
  branchingScenarioContentSchema, dragDropContentSchema, emotionalSelectorContentSchema, multipleChoiceContentSchema,
} from "../../shared/content/generic-schemas";
import { moduleCloserContentSchema, roleplaySimulationContentSchema } from "../../shared/content/guided-schemas";
import { slideLessonContentSchema } from "../../shared/content/slide-schemas";
import { stepLessonContentSchema } from "../../shared/content/step-schemas";
import type { Lesson } from "../../shared/schemas/learning";
import { Button } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { Growler } from "../components/art/monsters";
import type { PlayerProps } from "./types";

/** What the registry knows about one activity type: the player (its own lazy chunk) and its content schema. */
export interface PlayerEntry {
  // Each entry pairs a player with the schema that parses its content (checked in `definePlayer`), so the
  // host can hand any entry's parsed content to its player without knowing the type.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  Player: LazyExoticComponent<ComponentType<PlayerProps<any>>>;
  schema: z.ZodType;
}

/** Ties a schema to the player of the content it parses; the player module loads on first use. */
function definePlayer<Content>(
  schema: z.ZodType<Content>,
  load: () => Promise<ComponentType<PlayerProps<Content>>>,
): PlayerEntry {
  return {
    schema,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    Player: lazy(async () => ({ default: (await load()) as ComponentType<PlayerProps<any>> })),
  };
}

/** The slide player (spec §2.2–2.3): one module for every slide lesson type. */
const loadSlidePlayer = () => import("./activities/slides/slide-player").then((m) => m.SlidePlayer);

/** The four steps lessons share one player and one chunk. */
const loadStepsPlayer = () => import("./activities/steps/steps-player").then((m) => m.StepsPlayer);

/**
 * activityType → player (STYLE.md "Content is data, players are few"). Adding a kind of lesson adds one line here,
 * one player folder and one schema. Types not listed show "Activity type not supported yet" (spec §2.1).
 */
const players: Record<string, PlayerEntry> = {
  "multiple-choice": definePlayer(multipleChoiceContentSchema, () => import("./activities/multiple-choice/multiple-choice-player").then((m) => m.MultipleChoicePlayer)),
  "drag-drop": definePlayer(dragDropContentSchema, () => import("./activities/drag-drop/drag-drop-player").then((m) => m.DragDropPlayer)),
  "emotional-selector": definePlayer(emotionalSelectorContentSchema, () => import("./activities/emotional-selector/emotional-selector-player").then((m) => m.EmotionalSelectorPlayer)),
  "branching-scenario": definePlayer(branchingScenarioContentSchema, () => import("./activities/branching-scenario/branching-scenario-player").then((m) => m.BranchingScenarioPlayer)),
  // Every slide lesson type loads the same slide player module, so they share one chunk.
  when_pip_falls_and_cries: definePlayer(slideLessonContentSchema, loadSlidePlayer),
  its_not_fair_everyone_laughed: definePlayer(slideLessonContentSchema, loadSlidePlayer),
  uh_oh_everyone_laughed: definePlayer(slideLessonContentSchema, loadSlidePlayer),
  big_loud_goodbye: definePlayer(slideLessonContentSchema, loadSlidePlayer),
  dinner_disaster: definePlayer(slideLessonContentSchema, loadSlidePlayer),
  the_tower_topple: definePlayer(slideLessonContentSchema, loadSlidePlayer),
  sharing_shocker: definePlayer(slideLessonContentSchema, loadSlidePlayer),
  why_didnt_you_pick_me: definePlayer(slideLessonContentSchema, loadSlidePlayer),
  sample_dynamic_lesson: definePlayer(slideLessonContentSchema, loadSlidePlayer),
  duplicate_dynamic_lesson: definePlayer(slideLessonContentSchema, loadSlidePlayer),
  snack_attack: definePlayer(stepLessonContentSchema, loadStepsPlayer),
  dinner_dilemma: definePlayer(stepLessonContentSchema, loadStepsPlayer),
  pajama_puzzle: definePlayer(stepLessonContentSchema, loadStepsPlayer),
  limits_quiz: definePlayer(stepLessonContentSchema, loadStepsPlayer),
  "module-closer": definePlayer(moduleCloserContentSchema, () => import("./activities/module-closer/module-closer-player").then((m) => m.ModuleCloserPlayer)),
  "roleplay-simulation": definePlayer(roleplaySimulationContentSchema, () => import("./activities/guided/guided-player").then((m) => m.GuidedPlayer)),
  // Slide, steps, guided and module-closer players register here, one line per activityType.
};

/** The player and content schema for an activity type, or undefined when no player plays it yet. */
export function getPlayer(activityType: string): PlayerEntry | undefined {
  return Object.hasOwn(players, activityType) ? players[activityType] : undefined;
}

/** A calm card for a lesson that cannot be played, naming it so a parent can tell us which one. */
function LessonProblemCard({ heading, lesson, children }: { heading: string; lesson: Lesson; children?: ReactNode }) {
  return (
    <Card role="alert" className="mx-auto flex w-full max-w-2xl flex-col items-center gap-3 text-center text-ink">
      <Growler mood="calm" className="size-20" />
      <h2 className="text-xl font-extrabold">{heading}</h2>
      <p className="text-ink-soft">
        “{lesson.title}” <span className="whitespace-nowrap">({lesson.activityType})</span> can't be shown right now.
        Your progress is safe. Please try another lesson, and come back to this one later.
      </p>
      {children}
    </Card>
  );
}

interface PlayerErrorBoundaryProps {
  lesson: Lesson;
  children: ReactNode;
}

/** Catches a player that throws, so one broken lesson never blanks the page (STYLE.md "Content is data"). */
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
      <LessonProblemCard heading="Oops, this activity hit a snag" lesson={this.props.lesson}>
        <Button variant="secondary" onClick={() => this.setState({ failed: false })}>
          Try Again
        </Button>
      </LessonProblemCard>
    );
  }
}

/** Shown while a player's chunk loads. */
function PlayerLoading() {
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-12 text-ink-soft">
      <span aria-hidden="true" className="size-10 rounded-pill border-4 border-brand-soft border-t-brand motion-safe:animate-spin" />
      <span>Getting your activity ready…</span>
    </div>
  );
}

export interface LessonPlayerProps {
  lesson: Lesson;
  onComplete: (score: number) => void;
  onProgress: (percent: number) => void;
}

/** Plays any lesson: finds its player, checks its content, and keeps a failure inside a friendly card. */
export function LessonPlayer({ lesson, onComplete, onProgress }: LessonPlayerProps) {
  const entry = getPlayer(lesson.activityType);
  const parsed = useMemo(() => entry?.schema.safeParse(lesson.content), [entry, lesson.content]);

  useEffect(() => {
    if (parsed && !parsed.success) {
      console.warn(`Lesson ${lesson.id} (${lesson.activityType}) has content its player cannot use:`, parsed.error.issues);
    }
  }, [parsed, lesson.id, lesson.activityType]);

  if (!entry || !parsed) {
    return (
      <Card className="mx-auto w-full max-w-2xl text-center text-ink">
        <p className="text-lg font-bold">Activity type not supported yet</p>
      </Card>
    );
  }
  if (!parsed.success) return <LessonProblemCard heading="This lesson needs a little fixing" lesson={lesson} />;

  const { Player } = entry;
  return (
    // A new lesson gets a fresh boundary, so one lesson's failure doesn't follow the parent to the next.
    <PlayerErrorBoundary key={lesson.id} lesson={lesson}>
      <Suspense fallback={<PlayerLoading />}>
        <Player lesson={lesson} content={parsed.data} onComplete={onComplete} onProgress={onProgress} />
      </Suspense>
    </PlayerErrorBoundary>
  );
}
