CREATE TABLE "user_practices" (
	"user_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"started_on" date NOT NULL,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_outcome" varchar(16),
	"last_check_in_on" date,
	"tried_at" timestamp with time zone,
	"xp_awarded" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "user_practices_user_id_lesson_id_pk" PRIMARY KEY("user_id","lesson_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "achievement_dates" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "user_practices" ADD CONSTRAINT "user_practices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_practices" ADD CONSTRAINT "user_practices_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_practices_user_set_at_idx" ON "user_practices" USING btree ("user_id","set_at" DESC NULLS LAST);