import type { ScoreSummary } from "../../shared/rules/players/score-summary";
import type { Lesson } from "../../shared/schemas/learning";

/** A reflection the parent wrote in a lesson, as the frame saves it to the journal under the lesson's title. */
export interface Reflection {
  /** The word the parent picked for how they feel, when the lesson asks. */
  feeling?: string;
  notes: string;
}

/** Saves a reflection to the journal; resolves once saved, rejects when it could not be (the words stay on screen). */
export type SaveReflection = (reflection: Reflection) => Promise<void>;

/**
 * docs/lesson-players.md#the-lesson-frame: every player gets a completion callback with a score and a progress
 * callback. The lesson frame adds the rest: the player's saved state to resume from, a callback for each change of it,
 * and the journal.
 */
export interface PlayerProps<Content = unknown> {
  lesson: Lesson;
  /** The lesson's content, already parsed by its activity type's schema. */
  content: Content;
  /** Called once when the parent finishes, with a score 0–100 and what the parent did, for the celebration. */
  onComplete: (score: number, summary?: ScoreSummary) => void;
  /** Progress through the lesson, 0–100, for the frame's bar. */
  onProgress: (percent: number) => void;
  /** The player's state from an earlier visit (reload, another device); absent or unusable starts afresh. */
  saved?: unknown;
  /** Called with the player's state after every change, so the frame can save the parent's place. */
  onStateChange?: (state: Record<string, unknown>) => void;
  /** The journal, for players whose lessons end in a reflection. */
  saveReflection?: SaveReflection;
}

/** The props of a player whose lesson has reflections: the journal callback is required. */
export type ReflectingPlayerProps<Content> = PlayerProps<Content> & { saveReflection: SaveReflection };
