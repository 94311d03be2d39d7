CREATE TABLE "lessons" (
	"id" integer PRIMARY KEY NOT NULL,
	"level_id" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"description" text NOT NULL,
	"order" integer NOT NULL,
	"xp_reward" integer DEFAULT 20 NOT NULL,
	"skill" varchar(40) NOT NULL,
	"activity_type" varchar(40) NOT NULL,
	"content" jsonb
);
--> statement-breakpoint
CREATE TABLE "levels" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" varchar(80) NOT NULL,
	"description" text NOT NULL,
	"icon" varchar(16) NOT NULL,
	"color" varchar(16) NOT NULL,
	"order" integer NOT NULL,
	"is_locked" boolean DEFAULT true NOT NULL,
	"total_lessons" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_progress" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"level_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"xp_awarded" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_level_id_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_progress" ADD CONSTRAINT "user_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_progress" ADD CONSTRAINT "user_progress_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lessons_level_idx" ON "lessons" USING btree ("level_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_progress_user_lesson_unique" ON "user_progress" USING btree ("user_id","lesson_id");