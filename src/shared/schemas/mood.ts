import { z } from "zod";
import { MOODS, MOOD_LABELS, type Mood } from "../mood";
import { day } from "./fields";

export { MOODS, MOOD_LABELS, type Mood };

export const recordMoodSchema = z.object({ mood: z.enum(MOODS, { error: /*i18n*/ "Choose one of the listed moods" }) }).strict();

/** Today's mood in the parent's time zone; null until they pick one. */
export type TodayMood = z.infer<typeof todayMoodSchema>;

export const todayMoodSchema = z.strictObject({ day, mood: z.enum(MOODS).nullable() });
