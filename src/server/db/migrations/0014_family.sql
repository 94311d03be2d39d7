CREATE TABLE "children" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"name" varchar(40),
	"birth_month" varchar(7),
	"age_group" varchar(8),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "families" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "family_adults" (
	"family_id" integer NOT NULL,
	"user_id" integer PRIMARY KEY NOT NULL,
	"role" varchar(8) DEFAULT 'owner' NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "children" ADD CONSTRAINT "children_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_adults" ADD CONSTRAINT "family_adults_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_adults" ADD CONSTRAINT "family_adults_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "children_family_idx" ON "children" USING btree ("family_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "children_one_from_answer" ON "children" USING btree ("family_id") WHERE "children"."age_group" is not null;--> statement-breakpoint
CREATE INDEX "family_adults_family_idx" ON "family_adults" USING btree ("family_id");--> statement-breakpoint
-- children from onboarding answers: every account with an age answer and no family yet gets a family of its own,
-- with itself as owner and one child of that age group and no month yet ("multiple": one entry for several children).
-- Running it again changes nothing: accounts that have a family are left alone.
WITH "answered" AS (
  SELECT "u"."id" AS "user_id", "u"."onboarding_data"->>'childAge' AS "age_group",
    nextval(pg_get_serial_sequence('"families"', 'id')) AS "family_id"
  FROM "users" "u"
  WHERE "u"."onboarding_data"->>'childAge' IN ('0-2', '3-5', '6-8', '9-12', '13+', 'multiple')
    AND NOT EXISTS (SELECT 1 FROM "family_adults" "fa" WHERE "fa"."user_id" = "u"."id")
), "made" AS (
  INSERT INTO "families" ("id") SELECT "family_id" FROM "answered" RETURNING "id"
), "adults" AS (
  INSERT INTO "family_adults" ("family_id", "user_id", "role") SELECT "family_id", "user_id", 'owner' FROM "answered"
)
INSERT INTO "children" ("family_id", "age_group") SELECT "family_id", "age_group" FROM "answered";
