import type { Lesson } from "../../shared/schemas/learning";

/** Spec §3.7: every player gets a completion callback with a score and a progress callback. */
export interface PlayerProps<Content = unknown> {
  lesson: Lesson;
  /** The lesson's content, already parsed by its activity type's schema. */
  content: Content;
  /** Called once when the parent finishes, with a score 0–100. */
  onComplete: (score: number) => void;
  /** Progress through the lesson, 0–100, for the host page's bar. */
  onProgress: (percent: number) => void;
}
