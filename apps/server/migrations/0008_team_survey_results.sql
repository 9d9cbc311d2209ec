CREATE TABLE "ts_goals" (
	"id" serial PRIMARY KEY NOT NULL,
	"ratee_id" integer NOT NULL,
	"review_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"specific" varchar(2000) DEFAULT '' NOT NULL,
	"measurable" varchar(2000) DEFAULT '' NOT NULL,
	"achievable" varchar(2000) DEFAULT '' NOT NULL,
	"relevant" varchar(2000) DEFAULT '' NOT NULL,
	"time_bound" varchar(2000) DEFAULT '' NOT NULL,
	"goal" varchar(2000) NOT NULL,
	"manager_input" varchar(2000) DEFAULT '' NOT NULL,
	"ratee_input" varchar(2000) DEFAULT '' NOT NULL,
	"success_score" smallint,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ts_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ts_reviews" ALTER COLUMN "score" SET DATA TYPE double precision;--> statement-breakpoint
ALTER TABLE "ts_reviews" ADD COLUMN "leadership_score" double precision;--> statement-breakpoint
ALTER TABLE "ts_surveys" ADD COLUMN "reminder_days" smallint DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "ts_goals" ADD CONSTRAINT "ts_goals_ratee_id_ts_ratees_id_fk" FOREIGN KEY ("ratee_id") REFERENCES "public"."ts_ratees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ts_goals" ADD CONSTRAINT "ts_goals_review_id_ts_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."ts_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ts_goals" ADD CONSTRAINT "ts_goals_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ts_reminders" ADD CONSTRAINT "ts_reminders_review_id_ts_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."ts_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ts_reminders" ADD CONSTRAINT "ts_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ts_goals_ratee_idx" ON "ts_goals" USING btree ("ratee_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ts_reminders_once" ON "ts_reminders" USING btree ("review_id","user_id","kind");