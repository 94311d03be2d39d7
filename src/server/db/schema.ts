import { sql } from "drizzle-orm";
import {
  boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar,
} from "drizzle-orm/pg-core";
import type { OnboardingData } from "../../shared/schemas/auth";
import type { UserSettings } from "../../shared/schemas/settings";

/**
 * docs/screens.md#data-model users. Emails are stored lower-cased; the unique index on lower(email) guards it anyway.
 */
export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    username: varchar("username", { length: 50 }).notNull().unique(),
    email: varchar("email", { length: 254 }).notNull(),
    passwordHash: text("password_hash").notNull(),
    level: integer("level").notNull().default(1),
    xp: integer("xp").notNull().default(0),
    streak: integer("streak").notNull().default(0),
    lastActiveDate: date("last_active_date"),
    /** The first active day of the current streak, and the active days in the week of the last one (src/shared/rules/days.ts). */
    streakStartedOn: date("streak_started_on"),
    streakWeekDays: integer("streak_week_days").notNull().default(0),
    completedLevels: jsonb("completed_levels").$type<number[]>().notNull().default([]),
    achievements: jsonb("achievements").$type<string[]>().notNull().default([]),
    /** When each achievement was earned: ISO timestamps by achievement id (earned before dates were kept: absent). */
    achievementDates: jsonb("achievement_dates").$type<Record<string, string>>().notNull().default({}),
    currentLevelId: integer("current_level_id").notNull().default(1),
    dailyGoalProgress: integer("daily_goal_progress").notNull().default(0),
    dailyGoalTarget: integer("daily_goal_target").notNull().default(3),
    onboardingCompleted: boolean("onboarding_completed").notNull().default(false),
    onboardingData: jsonb("onboarding_data").$type<OnboardingData>(),
    /** Preferences of the Settings screen (src/shared/schemas/settings.ts); missing keys take the defaults. */
    settings: jsonb("settings").$type<Partial<UserSettings>>().notNull().default({}),
    /** IANA zone from the browser at register/login: decides the parent's calendar day. */
    timeZone: varchar("time_zone", { length: 64 }).notNull().default("UTC"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("users_email_lower_unique").on(sql`lower(${table.email})`)],
);

/** The sessions (`sid`, `sess`, `expire`: the spec's layout), read and written by auth/session-table.ts. */
export const sessions = pgTable(
  "sessions",
  {
    sid: varchar("sid").primaryKey(),
    sess: jsonb("sess").notNull(),
    expire: timestamp("expire", { precision: 6 }).notNull(),
  },
  (table) => [index("sessions_expire_idx").on(table.expire)],
);

export const waitlistSignups = pgTable(
  "waitlist_signups",
  {
    id: serial("id").primaryKey(),
    email: varchar("email", { length: 254 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set by the unsubscribe link of a mail: no launch or other non-transactional mail goes to them. */
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    /** The language the visitor signed up in (en, es, fr, de): the launch mail is written in it; English when null. */
    language: varchar("language", { length: 8 }),
  },
  (table) => [
    uniqueIndex("waitlist_email_lower_unique").on(sql`lower(${table.email})`),
    index("waitlist_created_at_idx").on(table.createdAt),
  ],
);

/** Fixed-window counters shared by every instance (docs/product-rules.md#rate-limits). */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: varchar("key", { length: 300 }).primaryKey(),
    count: integer("count").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("rate_limits_reset_at_idx").on(table.resetAt)],
);

/** Values generated once and shared by every instance (session secret, admin password hash). */
export const appSettings = pgTable("app_settings", {
  key: varchar("key", { length: 100 }).primaryKey(),
  value: text("value").notNull(),
});

/** docs/screens.md#data-model levels; seeded from content/levels.json (upsert by id). */
export const levels = pgTable("levels", {
  id: integer("id").primaryKey(),
  title: varchar("title", { length: 80 }).notNull(),
  description: text("description").notNull(),
  icon: varchar("icon", { length: 16 }).notNull(),
  color: varchar("color", { length: 16 }).notNull(),
  order: integer("order").notNull(),
  isLocked: boolean("is_locked").notNull().default(true),
  totalLessons: integer("total_lessons").notNull().default(0),
});

/** docs/screens.md#data-model lessons; seeded from content/lessons/*.json (upsert by id). */
export const lessons = pgTable(
  "lessons",
  {
    id: integer("id").primaryKey(),
    levelId: integer("level_id")
      .notNull()
      .references(() => levels.id),
    title: varchar("title", { length: 100 }).notNull(),
    description: text("description").notNull(),
    order: integer("order").notNull(),
    xpReward: integer("xp_reward").notNull().default(20),
    skill: varchar("skill", { length: 40 }).notNull(),
    activityType: varchar("activity_type", { length: 40 }).notNull(),
    content: jsonb("content"),
  },
  (table) => [index("lessons_level_idx").on(table.levelId)],
);

/** docs/screens.md#data-model user_progress: one row per parent and lesson, so XP can be awarded exactly once. */
export const userProgress = pgTable(
  "user_progress",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    levelId: integer("level_id").notNull(),
    lessonId: integer("lesson_id")
      .notNull()
      .references(() => lessons.id),
    completed: boolean("completed").notNull().default(false),
    /** The best score the server worked out from the answers (src/shared/rules/players/lesson-score.ts); null without any. */
    score: integer("score"),
    /**
     * The answers of the completion that set the score: the player's state (per question, the options chosen), kept
     * for the carers' shared view and item statistics. Null when none came.
     */
    answers: jsonb("answers"),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    /** XP this row awarded (its first completion); sums to the user's lesson XP. */
    xpAwarded: integer("xp_awarded").notNull().default(0),
  },
  (table) => [uniqueIndex("user_progress_user_lesson_unique").on(table.userId, table.lessonId)],
);

/** The home mood row: one mood per parent per local day (docs/product-rules.md#moods-and-favourites). */
export const dailyMoods = pgTable(
  "daily_moods",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    mood: varchar("mood", { length: 16 }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("daily_moods_user_day_unique").on(table.userId, table.day)],
);

/**
 * Every mood the parent picks, with its time (docs/product-rules.md#moods-and-favourites): `daily_moods` keeps the
 * day's latest for home, this keeps them all for the patterns of /progress.
 */
export const moodCheckIns = pgTable(
  "mood_check_ins",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    mood: varchar("mood", { length: 16 }).notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("mood_check_ins_user_at_idx").on(table.userId, table.at)],
);

/**
 * Reflections saved at the end of a lesson or written by hand (docs/product-rules.md#journal: private to their
 * author). lessonId is null for a hand-written entry; lessonTitle is kept as written, so the entry reads the same
 * if the lesson is renamed later.
 */
export const journalEntries = pgTable(
  "journal_entries",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lessonId: integer("lesson_id").references(() => lessons.id, { onDelete: "set null" }),
    lessonTitle: varchar("lesson_title", { length: 200 }).notNull(),
    feeling: varchar("feeling", { length: 60 }).notNull(),
    improvementNotes: text("improvement_notes"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("journal_entries_user_created_idx").on(table.userId, table.createdAt.desc())],
);

/**
 * docs/screens.md#data-model stories, seeded from content/stories like the lessons (upsert by id, user data untouched).
 */
export const stories = pgTable("stories", {
  id: integer("id").primaryKey(),
  order: integer("order").notNull(),
  title: varchar("title", { length: 100 }).notNull(),
  description: text("description").notNull(),
  category: varchar("category", { length: 20 }).notNull(),
  difficulty: varchar("difficulty", { length: 10 }).notNull(),
  content: jsonb("content").notNull(),
  xpReward: integer("xp_reward").notNull().default(15),
});

/**
 * docs/screens.md#data-model user_story_progress: one row per parent and story; `choices` are the choice ids of the
 * last play.
 */
export const userStoryProgress = pgTable(
  "user_story_progress",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    storyId: integer("story_id")
      .notNull()
      .references(() => stories.id),
    completed: boolean("completed").notNull().default(false),
    choices: jsonb("choices").$type<string[]>().notNull().default([]),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (table) => [uniqueIndex("user_story_progress_user_story_unique").on(table.userId, table.storyId)],
);

/**
 * A parent's plan (docs/product-rules.md#plans-and-payments): no row means the free plan with the 14-day full-access
 * trial counted from sign-up. `provider` names the payment provider that made the change ("test" is the only one).
 */
export const subscriptions = pgTable("subscriptions", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  plan: varchar("plan", { length: 16 }).notNull(),
  status: varchar("status", { length: 16 }).notNull(),
  provider: varchar("provider", { length: 16 }).notNull(),
  providerReference: varchar("provider_reference", { length: 100 }),
  /** The payment provider's customer (Stripe's cus_…), kept for its billing page; null in test mode and for gifts. */
  providerCustomer: varchar("provider_customer", { length: 100 }),
  /** The provider said the last payment did not go through; cleared by a paid invoice. */
  paymentFailed: boolean("payment_failed").notNull().default(false),
  /** When the provider's last applied subscription event was made: an older one arriving late changes nothing. */
  providerEventAt: timestamp("provider_event_at", { withTimezone: true }),
  /** The same for its invoice events (paid, payment failed). */
  paymentEventAt: timestamp("payment_event_at", { withTimezone: true }),
  currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
}, (table) => [uniqueIndex("subscriptions_provider_customer_unique").on(table.providerCustomer)]);

/** Each payment provider event handled, by its id: a replayed delivery finds its id here and changes nothing. */
export const paymentEvents = pgTable("payment_events", {
  id: varchar("id", { length: 255 }).primaryKey(),
  type: varchar("type", { length: 100 }).notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A plan change handed to the payment provider. It is recorded before the call (the provider is never called
 * inside a database transaction), then marked `applied` or `failed`; a `pending` one stops a second change for the
 * same parent until it finishes or goes stale (a server stopped mid-call).
 */
export const planChangeIntents = pgTable(
  "plan_change_intents",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    action: varchar("action", { length: 16 }).notNull(),
    status: varchar("status", { length: 16 }).notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [index("plan_change_intents_user_idx").on(table.userId, table.status)],
);

/** Gift codes: each redeems once, for a number of premium months. */
export const giftCodes = pgTable("gift_codes", {
  code: varchar("code", { length: 40 }).primaryKey(),
  months: integer("months").notNull(),
  redeemedBy: integer("redeemed_by").references(() => users.id, { onDelete: "set null" }),
  redeemedAt: timestamp("redeemed_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** docs/product-rules.md#moods-and-favourites: "Add Favourite" keeps favourite lessons. */
export const favoriteLessons = pgTable(
  "favorite_lessons",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lessonId: integer("lesson_id")
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.lessonId] })],
);

/**
 * A family (docs/product-rules.md#the-family): its adults (accounts) and its children (no accounts). An adult belongs
 * to one family at a time; the family goes when its last adult does (src/server/family/family.ts).
 */
export const families = pgTable("families", {
  id: serial("id").primaryKey(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const familyAdults = pgTable(
  "family_adults",
  {
    familyId: integer("family_id")
      .notNull()
      .references(() => families.id, { onDelete: "cascade" }),
    /** One family per adult: the unique key. */
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    /** "owner" (who made the family) or "carer". */
    role: varchar("role", { length: 8 }).notNull().default("owner"),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
    /** This adult's own yes to showing each other's lesson answers; shared only while every adult's is true. */
    sharesAnswers: boolean("shares_answers").notNull().default(false),
  },
  (table) => [index("family_adults_family_idx").on(table.familyId)],
);

/**
 * An invitation to join a family (docs/product-rules.md#a-second-carer): a single-use link. Only the SHA-256 of its
 * token is kept, so a copy of this table lets nobody in. Spent (`usedAt`) by the one accept that wins; a revoked
 * invitation is deleted.
 */
export const familyInvitations = pgTable(
  "family_invitations",
  {
    id: serial("id").primaryKey(),
    familyId: integer("family_id")
      .notNull()
      .references(() => families.id, { onDelete: "cascade" }),
    tokenHash: varchar("token_hash", { length: 64 }).notNull().unique(),
    invitedBy: integer("invited_by").references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("family_invitations_family_idx").on(table.familyId)],
);

/**
 * A family's child: a first name or nickname (optional) and a birth or due month, never a full date of birth
 * (docs/product-rules.md#children-and-their-age-groups). `ageGroup` is the onboarding answer of an account from before
 * months were kept, until the parent adds the month (then cleared).
 */
export const children = pgTable(
  "children",
  {
    id: serial("id").primaryKey(),
    familyId: integer("family_id")
      .notNull()
      .references(() => families.id, { onDelete: "cascade" }),
    name: varchar("name", { length: 40 }),
    /** "YYYY-MM". */
    birthMonth: varchar("birth_month", { length: 7 }),
    ageGroup: varchar("age_group", { length: 8 }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("children_family_idx").on(table.familyId, table.id),
    // The child made from an onboarding answer: one per family.
    uniqueIndex("children_one_from_answer").on(table.familyId).where(sql`${table.ageGroup} is not null`),
  ],
);

/**
 * The practices a parent was given by finished lessons, one row per parent and lesson. The row set most recently
 * (`setAt`) is the parent's current practice; `startedOn` is the parent's local day it was set, so the check-in
 * opens on the next day. `xpAwarded` makes the check-in XP once per practice.
 */
export const userPractices = pgTable(
  "user_practices",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lessonId: integer("lesson_id")
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
    startedOn: date("started_on").notNull(),
    setAt: timestamp("set_at", { withTimezone: true }).notNull().defaultNow(),
    /** The latest answer to "Did you try it?": tried, not-yet or didnt-go-well; null before the first. */
    lastOutcome: varchar("last_outcome", { length: 16 }),
    lastCheckInOn: date("last_check_in_on"),
    /** When the parent first said they tried it (either way it went). */
    triedAt: timestamp("tried_at", { withTimezone: true }),
    xpAwarded: integer("xp_awarded").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.lessonId] }),
    index("user_practices_user_set_at_idx").on(table.userId, table.setAt.desc()),
  ],
);

/** Every answer to a practice's "Did you try it?", with its time: `user_practices` keeps only the latest. */
export const practiceCheckIns = pgTable(
  "practice_check_ins",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lessonId: integer("lesson_id").notNull(),
    outcome: varchar("outcome", { length: 16 }).notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("practice_check_ins_user_at_idx").on(table.userId, table.at)],
);

/**
 * Password reset links: only the SHA-256 of the emailed token is kept, so a copy of this table opens no account.
 * A token works once (usedAt) and until expiresAt.
 */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    tokenHash: varchar("token_hash", { length: 64 }).primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("password_reset_tokens_user_idx").on(table.userId)],
);

/**
 * One row per mail that must go out once: the (kind, key) pair is claimed before sending, so a repeated press or a
 * second instance finds it taken and sends nothing. kind "launch" keys by signup, "weekly" by parent and week.
 */
export const sentMails = pgTable(
  "sent_mails",
  {
    kind: varchar("kind", { length: 20 }).notNull(),
    key: varchar("key", { length: 100 }).notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    signupId: integer("signup_id").references(() => waitlistSignups.id, { onDelete: "cascade" }),
    /** "sending" while claimed, "sent" once the mail server took it. */
    status: varchar("status", { length: 10 }).notNull(),
    claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.key] }),
    index("sent_mails_user_idx").on(table.userId),
    index("sent_mails_signup_idx").on(table.signupId),
  ],
);

/**
 * Answers already given to a request that carried an Idempotency-Key: a repeat of the same key (the phone resending a
 * completion made offline, a lost answer, a double tap) gets the first answer and changes nothing. The row is written
 * in the same transaction as the change it guards, so a key is either with its answer or not there at all.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: varchar("key", { length: 100 }).notNull(),
    /** The method and path the key was first used for; the same key on another request is refused. */
    scope: varchar("scope", { length: 200 }).notNull(),
    /** SHA-256 of the first request's body (src/server/http/idempotency.ts); the same key with another body is refused. */
    bodyHash: varchar("body_hash", { length: 64 }),
    response: jsonb("response"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] }), index("idempotency_keys_created_idx").on(table.createdAt)],
);

/** A browser's Web Push subscription (one per endpoint); the push service's keys encrypt what is sent to it. */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    p256dh: varchar("p256dh", { length: 200 }).notNull(),
    auth: varchar("auth", { length: 100 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("push_subscriptions_endpoint_unique").on(table.endpoint), index("push_subscriptions_user_idx").on(table.userId)],
);

/**
 * The next time each of a parent's reminders is due ("daily" or "weekly"). Any instance may claim due rows
 * (FOR UPDATE SKIP LOCKED) and moves them to their next time in the same transaction, so each is sent once.
 */
export const reminderSchedules = pgTable(
  "reminder_schedules",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: varchar("kind", { length: 16 }).notNull(),
    nextDueAt: timestamp("next_due_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] }), index("reminder_schedules_due_idx").on(table.nextDueAt)],
);

/**
 * A lesson in progress: the lesson frame's saved place (which screen, the player's answers, what the parent has
 * typed), one row per parent and lesson, so reload, a closed tab or another device resumes at the same screen.
 * Deleted when the lesson completes or the parent starts over.
 */
export const lessonAttempts = pgTable(
  "lesson_attempts",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lessonId: integer("lesson_id")
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
    state: jsonb("state").notNull(),
    /** The lesson's content version the place was saved on (Curriculum.contentVersionOf); another is not resumed. */
    contentVersion: varchar("content_version", { length: 64 }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.lessonId] })],
);

/**
 * A lesson played from the landing page without an account (docs/product-rules.md#trying-a-lesson-before-joining):
 * bound to one browser by the hash of its guest cookie (never the cookie itself), one per browser. It keeps the
 * frame's saved place, then the completion (score, reflection); the XP is the lesson's own, decided here, never by
 * the browser. No user row exists for it. Claimed (deleted, in the transaction that moves it into the account) once;
 * past `expires_at` (24 hours after it started) it gives nothing and the sweep deletes it.
 */
export const guestAttempts = pgTable(
  "guest_attempts",
  {
    id: varchar("id", { length: 32 }).primaryKey(),
    browserHash: varchar("browser_hash", { length: 64 }).notNull(),
    lessonId: integer("lesson_id")
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
    state: jsonb("state"),
    score: integer("score"),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    reflection: jsonb("reflection"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex("guest_attempts_browser_idx").on(table.browserHash), index("guest_attempts_expires_idx").on(table.expiresAt)],
);
