import { z } from "zod";

/** Spec §2 Home mood row, in its order. */
export const MOODS = ["happy", "okay", "sad", "angry", "worried"] as const;
export type Mood = (typeof MOODS)[number];

export const MOOD_LABELS: Record<Mood, string> = {
  happy: "Happy",
  okay: "Okay",
  sad: "Sad",
  angry: "Angry",
  worried: "Worried",
};

export const recordMoodSchema = z.object({ mood: z.enum(MOODS, { error: "Choose one of the listed moods" }) }).strict();

/** Today's mood in the parent's time zone; null until they pick one. */
export interface TodayMood {
  day: string;
  mood: Mood | null;
}
