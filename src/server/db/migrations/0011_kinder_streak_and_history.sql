CREATE TABLE "mood_check_ins" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"mood" varchar(16) NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practice_check_ins" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"outcome" varchar(16) NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "streak_started_on" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "streak_week_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mood_check_ins" ADD CONSTRAINT "mood_check_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_check_ins" ADD CONSTRAINT "practice_check_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mood_check_ins_user_at_idx" ON "mood_check_ins" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "practice_check_ins_user_at_idx" ON "practice_check_ins" USING btree ("user_id","at");--> statement-breakpoint
-- Streaks so far were every-day streaks: they began streak − 1 days before the last active day, and every day of
-- that week up to it (from Monday, or from the streak's start) was active.
UPDATE "users" SET
  "streak_started_on" = "last_active_date" - GREATEST("streak" - 1, 0),
  "streak_week_days" = LEAST(GREATEST("streak", 1), EXTRACT(ISODOW FROM "last_active_date")::integer)
WHERE "last_active_date" IS NOT NULL;
