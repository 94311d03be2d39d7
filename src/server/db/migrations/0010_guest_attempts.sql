CREATE TABLE "guest_attempts" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"browser_hash" varchar(64) NOT NULL,
	"lesson_id" integer NOT NULL,
	"state" jsonb,
	"score" integer,
	"completed_at" timestamp with time zone,
	"reflection" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guest_attempts" ADD CONSTRAINT "guest_attempts_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guest_attempts_browser_idx" ON "guest_attempts" USING btree ("browser_hash");--> statement-breakpoint
CREATE INDEX "guest_attempts_expires_idx" ON "guest_attempts" USING btree ("expires_at");