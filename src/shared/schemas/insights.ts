import { z } from "zod";
import { SKILL_IDS } from "../content/skills";
import { MOODS } from "../mood";
import { day } from "./fields";

const moodCountsSchema = z.strictObject(Object.fromEntries(MOODS.map((mood) => [mood, z.number().int().min(0)])) as Record<
  (typeof MOODS)[number],
  z.ZodNumber
>);

/** GET /api/user/{id}/insights (docs/product-rules.md#progress-in-pictures; built by src/shared/rules/insights.ts). */
export const insightsSchema = z.strictObject({
  from: day,
  to: day,
  weeks: z.number().int().min(1).max(52),
  rhythm: z.union([z.literal(7), z.literal(5), z.literal(3)]),
  calendar: z.array(
    z.strictObject({
      date: day,
      status: z.enum(["active", "practice", "rested", "none", "future"]),
      lessons: z.number().int().min(0),
      stories: z.number().int().min(0),
      practices: z.number().int().min(0),
    }),
  ),
  weekly: z.array(z.strictObject({ weekStart: day, lessons: z.number().int().min(0), xp: z.number().int().min(0) })),
  moods: z.strictObject({
    total: z.number().int().min(0),
    byTimeOfDay: z.array(z.strictObject({ id: z.enum(["morning", "afternoon", "evening", "night"]), label: z.string(), counts: moodCountsSchema })),
    byWeekday: z.array(z.strictObject({ weekday: z.number().int().min(1).max(7), label: z.string(), counts: moodCountsSchema })),
  }),
  skills: z.array(z.strictObject({ skill: z.enum(SKILL_IDS), label: z.string(), lessons: z.number().int().min(0), lastOn: day.nullable() })),
  journalEntries: z.number().int().min(0),
  observations: z
    .array(
      z.strictObject({
        kind: z.enum(["hard-moments", "practice", "skill", "hard-days"]),
        text: z.string(),
        lesson: z.strictObject({ id: z.number().int(), levelId: z.number().int(), title: z.string() }).optional(),
        help: z.boolean().optional(),
      }),
    )
    .max(3),
});
export type Insights = z.output<typeof insightsSchema>;
