ALTER TABLE "user_progress" ALTER COLUMN "score" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "user_progress" ALTER COLUMN "score" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "lesson_attempts" ADD COLUMN "content_version" varchar(64);--> statement-breakpoint
ALTER TABLE "user_progress" ADD COLUMN "answers" jsonb;