import { z } from "zod";
import { launchMailPreviewSchema, planCountsSchema, waitlistSignupSchema } from "../schemas/admin";
import { attemptAnswerSchema } from "../schemas/attempt";
import { publicUserSchema } from "../schemas/auth";
import { acceptedInvitationSchema, createdInvitationSchema, familySchema, samePageSchema } from "../schemas/family";
import { favoriteLessonIdsSchema } from "../schemas/favorites";
import { guestAttemptSchema, guestClaimResultSchema, guestCompletionSchema } from "../schemas/guest-lesson";
import { insightsSchema } from "../schemas/insights";
import { journalEntrySchema, savedJournalEntrySchema } from "../schemas/journal";
import {
  completionResultSchema,
  lessonSchema,
  lessonSummarySchema,
  levelSchema,
  progressEntrySchema,
} from "../schemas/learning";
import { todayMoodSchema } from "../schemas/mood";
import { practiceCheckInResultSchema, practicesOverviewSchema } from "../schemas/practices";
import { pushPublicKeySchema } from "../schemas/push";
import { userSettingsResponseSchema } from "../schemas/settings";
import { storyCompletionResultSchema, storyProgressEntrySchema, storySchema, storySummarySchema } from "../schemas/stories";
import { billingRedirectSchema, subscriptionViewSchema } from "../schemas/subscription";

/**
 * What every route the client reads answers with. The client checks each answer against these (src/client/lib/api.ts)
 * and the API tests check the server's (src/server/test-support/test-app.ts), so a field one side renames or drops
 * shows up in a test instead of as a blank on a parent's screen. Objects are strict: a field the server adds
 * unannounced (a password hash) is drift too. Each payload's schema lives with its types in src/shared/schemas/; this
 * file only maps the routes to them.
 */

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
  "POST /api/journal": savedJournalEntrySchema,
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

  "GET /api/user/:id/settings": userSettingsResponseSchema,
  "PATCH /api/user/:id/settings": userSettingsResponseSchema,
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

  "GET /api/family": familySchema,
  "POST /api/family/children": familySchema,
  "PATCH /api/family/children/:id": familySchema,
  "DELETE /api/family/children/:id": familySchema,
  "POST /api/family/invitations": createdInvitationSchema,
  "DELETE /api/family/invitations/:id": familySchema,
  "POST /api/family/invitations/accept": acceptedInvitationSchema,
  "DELETE /api/family/adults/:id": familySchema,
  "PATCH /api/family/settings": familySchema,
  "GET /api/family/same-page": samePageSchema,
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
