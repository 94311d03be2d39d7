import { z } from "zod";
import { ACTIVITY_TYPES } from "../content/activity-types";
import { CONTENT_AGE_GROUPS, leadCardSchema, practiceSchema } from "../content/curriculum-schema";
import { lessonPlaySchema } from "../content/play-schema";
import { SKILL_IDS } from "../content/skills";
import { storyFileSchema } from "../content/story-schema";
import { MOODS } from "../mood";
import { PRACTICE_OUTCOMES } from "../practice-outcomes";
import { PLAN_IDS, PLAN_STATUSES } from "../rules/plans";
import { FONT_SIZES, LANGUAGES } from "../settings";
import { lessonAttemptStateSchema } from "../schemas/attempt";
import { onboardingDataSchema } from "../schemas/auth";

/**
 * What every route the client reads answers with. The client checks each answer against these (src/client/lib/api.ts)
 * and the API tests check the server's (src/server/test-support/test-app.ts), so a field one side renames or drops
 * shows up in a test instead of as a blank on a parent's screen. Objects are strict: a field the server adds
 * unannounced (a password hash) is drift too.
 */
const timestamp = z.iso.datetime({ offset: true });
const day = z.iso.date();
const id = z.number().int().positive();

export const publicUserSchema = z.strictObject({
  id,
  username: z.string(),
  email: z.string(),
  level: z.number().int(),
  xp: z.number().int(),
  streak: z.number().int(),
  /** The streak's rhythm and the rest days it has used this week (docs/product-rules.md#a-kinder-streak). */
  streakRhythm: z.union([z.literal(7), z.literal(5), z.literal(3)]).optional(),
  restDaysUsed: z.number().int().min(0).optional(),
  restDaysLeft: z.number().int().min(0).optional(),
  lastActiveDate: day.nullable(),
  completedLevels: z.array(z.number().int()),
  achievements: z.array(z.string()),
  /** When each earned achievement was earned (ISO timestamps by id); achievements earned before dates were kept have none. */
  achievementDates: z.record(z.string(), timestamp),
  currentLevelId: z.number().int(),
  dailyGoalProgress: z.number().int(),
  dailyGoalTarget: z.number().int(),
  onboardingCompleted: z.boolean(),
  onboardingData: onboardingDataSchema.nullable(),
  timeZone: z.string(),
  createdAt: timestamp,
  updatedAt: timestamp,
});

export const levelSchema = z.strictObject({
  id,
  title: z.string(),
  description: z.string(),
  icon: z.string(),
  color: z.enum(["blue", "purple", "orange", "green"]),
  order: z.number().int(),
  /** The age group a level is written for (babies and toddlers, nine to twelve, teens); absent on general levels. */
  ages: z.array(z.enum(CONTENT_AGE_GROUPS)).optional(),
  /** True for every general level but the first; age levels are open from the start (shared/rules/locks). */
  isLocked: z.boolean(),
  totalLessons: z.number().int().min(0),
});

const lessonSummaryShape = {
  id,
  levelId: id,
  title: z.string(),
  description: z.string(),
  order: z.number().int(),
  xpReward: z.number().int(),
  activityType: z.enum(ACTIVITY_TYPES),
  skill: z.enum(SKILL_IDS),
  /** The age groups of the child in the lesson's scenes, when tagged. */
  ages: z.array(z.enum(CONTENT_AGE_GROUPS)).optional(),
  /** True when the lesson's intro links to Get help now (anger, repair, a new baby, the parent's own feelings). */
  helpLink: z.literal(true).optional(),
  /** Whole minutes one path takes, from its content (shared/rules/lesson-minutes): the cards' "About N min". */
  minutes: z.number().int().positive(),
};
export const lessonSummarySchema = z.strictObject(lessonSummaryShape);

export const lessonSchema = z.strictObject({
  ...lessonSummaryShape,
  /** Type-specific; each player reads its own (src/shared/content/content-schemas.ts checks the files). */
  content: z.unknown(),
  lead: z.array(leadCardSchema).optional(),
  practice: practiceSchema.optional(),
  play: lessonPlaySchema.optional(),
});

export const progressEntrySchema = z.strictObject({
  id: z.number().int(),
  lessonId: id,
  levelId: id,
  completed: z.boolean(),
  /** Best score so far, 0–100, as the server worked it out; null when no completion came with answers to score. */
  score: z.number().int().min(0).max(100).nullable(),
  /** When the lesson was first completed. */
  completedAt: timestamp.nullable(),
});

const levelUpSchema = z.strictObject({ from: z.number().int(), to: z.number().int() }).nullable();

export const completionResultSchema = z.strictObject({
  user: publicUserSchema,
  progress: progressEntrySchema,
  /** XP added by this call: the lesson's xpReward (plus a module badge's bonus) the first time, 0 on a replay. */
  xpAwarded: z.number().int().min(0),
  /** The part of xpAwarded that is the module badge's bonus; present only on a module-closer's first completion. */
  bonusXp: z.number().int().min(0).optional(),
  firstCompletion: z.boolean(),
  /** Set when this completion raised the parent's level. */
  levelUp: levelUpSchema,
  /** Achievement ids earned by this call. */
  newAchievements: z.array(z.string()),
  /** The lesson's practice for this week, now the parent's current practice. */
  practice: practiceSchema.optional(),
});

export const journalEntrySchema = z.strictObject({
  id,
  lessonId: id.nullable(),
  lessonTitle: z.string(),
  feeling: z.string(),
  improvementNotes: z.string().nullable(),
  createdAt: timestamp,
  /** When the parent last edited the entry; equal to createdAt until then. */
  updatedAt: timestamp,
});

export const todayMoodSchema = z.strictObject({ day, mood: z.enum(MOODS).nullable() });

export const favoriteLessonIdsSchema = z.array(id);

export const practiceStateSchema = z.strictObject({
  lessonId: id,
  levelId: id,
  lessonTitle: z.string(),
  practice: practiceSchema,
  /** The parent's local day the lesson set it. */
  startedOn: day,
  /** True from the next local day until the parent says they tried it; false again for the rest of a "Not yet" day. */
  checkInOpen: z.boolean(),
  lastOutcome: z.enum(PRACTICE_OUTCOMES).nullable(),
  tried: z.boolean(),
});

export const practicesOverviewSchema = z.strictObject({
  current: practiceStateSchema.nullable(),
  /** Practices the parent has tried, whichever way it went. */
  triedCount: z.number().int().min(0),
});

export const practiceCheckInResultSchema = z.strictObject({
  practice: practiceStateSchema,
  xpAwarded: z.number().int().min(0),
  user: publicUserSchema,
  /** The journal entry the note was saved to, when there was a note. */
  journalEntryId: id.nullable(),
});

/** Whole minutes the path through a story's best choices takes (shared/rules/lesson-minutes). */
const storyMinutesShape = { minutes: z.number().int().positive() };
export const storySummarySchema = storyFileSchema.omit({ content: true }).extend(storyMinutesShape);
export const storySchema = storyFileSchema.extend(storyMinutesShape);

export const storyProgressEntrySchema = z.strictObject({
  storyId: id,
  completed: z.boolean(),
  /** When the story was first completed. */
  completedAt: timestamp.nullable(),
  /** The choice ids of the latest play, in the order they were made. */
  choices: z.array(z.string()),
});

export const storyCompletionResultSchema = z.strictObject({
  user: publicUserSchema,
  progress: storyProgressEntrySchema,
  xpAwarded: z.number().int().min(0),
  firstCompletion: z.boolean(),
  levelUp: levelUpSchema,
  newAchievements: z.array(z.string()),
});

export const userSettingsSchema = z.strictObject({
  notifications: z.strictObject({
    dailyReminders: z.boolean(),
    weeklyProgress: z.boolean(),
    achievements: z.boolean(),
    push: z.boolean(),
    email: z.boolean(),
  }),
  soundEffects: z.boolean(),
  darkMode: z.boolean(),
  fontSize: z.enum(Object.keys(FONT_SIZES) as [keyof typeof FONT_SIZES, ...(keyof typeof FONT_SIZES)[]]),
  language: z.enum(Object.keys(LANGUAGES) as [keyof typeof LANGUAGES, ...(keyof typeof LANGUAGES)[]]),
  /** When the daily reminder and the weekly note come, "HH:MM" on the parent's own clock. */
  reminderTime: z.string().regex(/^\d{2}:\d{2}$/),
  /** The weekly progress note's day, 0 = Sunday … 6 = Saturday. */
  weeklyDay: z.number().int().min(0).max(6),
  /** Active days a week the streak asks for: 7, 5 or 3 (docs/product-rules.md#a-kinder-streak). */
  streakRhythm: z.union([z.literal(7), z.literal(5), z.literal(3)]),
});

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

export const subscriptionViewSchema = z.strictObject({
  plan: z.enum(PLAN_IDS),
  status: z.enum(PLAN_STATUSES),
  /** When the 14-day trial ends (or ended). */
  trialEndsAt: timestamp,
  /** When the paid or gifted period ends; null on the free plan. */
  currentPeriodEnd: timestamp.nullable(),
  hasFullAccess: z.boolean(),
  /** An active paid plan renews each month; paused, cancelled and gifted premium end at currentPeriodEnd. */
  renews: z.boolean(),
  /** No payment provider is reachable: plan changes go through test mode and take no money. */
  testMode: z.boolean(),
  /** How Premium is bought here: at once (test mode), in the payment provider's checkout, or not at all (closed). */
  purchase: z.enum(["direct", "checkout", "closed"]),
  /** The Premium price to show (the provider's own when it takes the payments); null while it cannot be read. */
  price: z.strictObject({ amount: z.number(), currency: z.string(), interval: z.enum(["month", "year"]) }).nullable(),
  /** The provider said the last payment did not go through: Premium stays while it tries again. */
  paymentFailed: z.boolean(),
  /** The provider's own billing page (cards, invoices, cancelling) can be opened for this parent. */
  billingPortal: z.boolean(),
});

/** POST /api/user/{id}/subscription/checkout and /portal: the payment provider's page to send the parent to. */
export const billingRedirectSchema = z.strictObject({ url: z.url({ protocol: /^https?$/ }) });

export const lessonAttemptSchema = z.strictObject({ state: lessonAttemptStateSchema, updatedAt: timestamp });
/** The saved place in a lesson, or null when the lesson has none. */
export const attemptAnswerSchema = z.strictObject({ attempt: lessonAttemptSchema.nullable() });

/** A guest attempt's completion (docs/product-rules.md#trying-a-lesson-before-joining). */
export const guestCompletionSchema = z.strictObject({
  score: z.number().int().min(0).max(100),
  /** The lesson's XP, awarded to the account the visitor creates or signs in to, once. */
  xpToKeep: z.number().int().min(0),
  completedAt: timestamp,
  /** Whether a reflection waits for the journal. */
  reflectionSaved: z.boolean(),
});

/** The visitor's try of the guest lesson, started or resumed: the lesson itself, the saved place, the completion. */
export const guestAttemptSchema = z.strictObject({
  /** Signed by the server; the claim sends it back, from this browser only. */
  token: z.string().min(1),
  expiresAt: timestamp,
  lesson: lessonSchema,
  level: levelSchema,
  attempt: lessonAttemptSchema.nullable(),
  completion: guestCompletionSchema.nullable(),
});

export const guestClaimResultSchema = z.strictObject({
  user: publicUserSchema,
  lessonId: z.number().int().positive(),
  /** 0 when the account had completed the lesson already. */
  xpAwarded: z.number().int().min(0),
  journalEntrySaved: z.boolean(),
});

export const waitlistSignupSchema = z.strictObject({ id, email: z.string(), createdAt: timestamp });
export const planCountsSchema = z.strictObject({
  /** Parents with no subscription (the free plan, in the trial or after it). */
  free: z.number().int().min(0),
  plans: z.array(z.strictObject({ plan: z.string(), status: z.string(), provider: z.string(), parents: z.number().int().min(0) })),
});

export const launchMailPreviewSchema = z.strictObject({
  subject: z.string(),
  text: z.string(),
  /** Signups still to receive it (not sent, not unsubscribed). */
  pending: z.number().int().min(0),
  sent: z.number().int().min(0),
  unsubscribed: z.number().int().min(0),
  /** Whether the server that answered is sending right now. */
  sending: z.boolean(),
});

export const pushPublicKeySchema = z.strictObject({ publicKey: z.string().min(1) });

const message = z.strictObject({ message: z.string() });
const adminSession = z.strictObject({ isAdmin: z.boolean() });
/** 204 No Content: the client reads no body. */
const noContent = z.undefined();

/**
 * Every route the client calls, as "METHOD path" with each number in the path written `:id` (routes.ts makes the
 * key from a request). src/client/api-routes.test.ts fails when the client calls a route missing here.
 */
export const responseSchemas = {
  "GET /api/auth/me": publicUserSchema,
  "POST /api/auth/login": publicUserSchema,
  "POST /api/auth/register": publicUserSchema,
  "POST /api/auth/logout": message,
  "POST /api/auth/password": z.strictObject({ message: z.string(), endedSessions: z.number().int().min(0) }),
  "POST /api/auth/sessions/end-others": z.strictObject({ endedSessions: z.number().int().min(0) }),
  "POST /api/auth/password-reset": message,
  "POST /api/auth/password-reset/confirm": publicUserSchema,
  "POST /api/waitlist": message,

  "GET /api/admin/session": adminSession,
  "POST /api/admin/login": adminSession,
  "POST /api/admin/logout": adminSession,
  "GET /api/admin/waitlist": z.array(waitlistSignupSchema),
  "GET /api/admin/plans": planCountsSchema,
  "GET /api/admin/launch-mail": launchMailPreviewSchema,
  "POST /api/admin/launch-mail": z.strictObject({ pending: z.number().int().min(0) }),

  "GET /api/levels": z.array(levelSchema),
  "GET /api/levels/:id": levelSchema,
  "GET /api/lessons": z.array(lessonSummarySchema),
  "GET /api/lessons/:id": lessonSchema,
  "GET /api/user/:id": publicUserSchema,
  "PATCH /api/user/:id": publicUserSchema,
  "DELETE /api/user/:id": noContent,
  "GET /api/user/:id/progress": z.array(progressEntrySchema),
  "GET /api/user/:id/levels/:id/progress": z.array(progressEntrySchema),
  "POST /api/user/:id/lessons/:id/progress": completionResultSchema,
  "GET /api/user/:id/lessons/:id/attempt": attemptAnswerSchema,
  "PUT /api/user/:id/lessons/:id/attempt": attemptAnswerSchema,
  "DELETE /api/user/:id/lessons/:id/attempt": noContent,
  "POST /api/guest-lesson": guestAttemptSchema,
  "PUT /api/guest-lesson/place": attemptAnswerSchema,
  "POST /api/guest-lesson/reflection": z.strictObject({ reflectionSaved: z.literal(true) }),
  "POST /api/guest-lesson/complete": guestCompletionSchema,
  "POST /api/guest-lesson/claim": guestClaimResultSchema,

  "GET /api/journal": z.array(journalEntrySchema),
  "POST /api/journal": journalEntrySchema,
  "PATCH /api/journal/:id": journalEntrySchema,
  "DELETE /api/journal/:id": noContent,

  "GET /api/user/:id/mood": todayMoodSchema,
  "GET /api/user/:id/insights": insightsSchema,
  "PUT /api/user/:id/mood": todayMoodSchema,
  "GET /api/user/:id/favorites": favoriteLessonIdsSchema,
  "PUT /api/user/:id/favorites/:id": favoriteLessonIdsSchema,
  "DELETE /api/user/:id/favorites/:id": favoriteLessonIdsSchema,

  "GET /api/user/:id/practices": practicesOverviewSchema,
  "POST /api/user/:id/practices/:id/check-in": practiceCheckInResultSchema,

  "GET /api/stories": z.array(storySummarySchema),
  "GET /api/stories/:id": storySchema,
  "GET /api/user/:id/stories/progress": z.array(storyProgressEntrySchema),
  "POST /api/user/:id/stories/:id/complete": storyCompletionResultSchema,

  "GET /api/user/:id/settings": userSettingsSchema,
  "PATCH /api/user/:id/settings": userSettingsSchema,
  "GET /api/push/public-key": pushPublicKeySchema,
  "POST /api/user/:id/push-subscriptions": z.strictObject({ endpoint: z.string() }),
  "DELETE /api/user/:id/push-subscriptions": noContent,

  "GET /api/user/:id/subscription": subscriptionViewSchema,
  "POST /api/user/:id/subscription/change": subscriptionViewSchema,
  "POST /api/user/:id/subscription/gift": subscriptionViewSchema,
  "POST /api/user/:id/subscription/pause": subscriptionViewSchema,
  "POST /api/user/:id/subscription/resume": subscriptionViewSchema,
  "POST /api/user/:id/subscription/cancel": subscriptionViewSchema,
  "POST /api/user/:id/subscription/checkout": billingRedirectSchema,
  "POST /api/user/:id/subscription/portal": billingRedirectSchema,
} satisfies Record<string, z.ZodType>;

export type ResponseRoute = keyof typeof responseSchemas;

/** The answer of a route, as the client reads it. */
export type ResponseOf<Route extends ResponseRoute> = z.output<(typeof responseSchemas)[Route]>;

/**
 * Where an answer differs from its route's schema ("lessons.3.title: expected string"), or null when it matches.
 * A route without a schema is a difference too.
 */
export function responseProblem(route: string, data: unknown): string | null {
  const schema = (responseSchemas as Record<string, z.ZodType | undefined>)[route];
  if (!schema) return `${route} has no response schema (src/shared/api/responses.ts)`;
  const result = schema.safeParse(data);
  if (result.success) return null;
  const issues = result.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join(".") || "(answer)"}: ${issue.message}`);
  return `${route} answered differently from its schema: ${issues.join("; ")}`;
}
