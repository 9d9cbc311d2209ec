CREATE TABLE "ts_manager_ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"ratee_id" integer NOT NULL,
	"review_id" integer NOT NULL,
	"manager_user_id" integer NOT NULL,
	"type" varchar(10) NOT NULL,
	"score" smallint NOT NULL,
	"comment" varchar(2000) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ts_ratee_raters" (
	"id" serial PRIMARY KEY NOT NULL,
	"ratee_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ts_ratee_skills" (
	"id" serial PRIMARY KEY NOT NULL,
	"ratee_id" integer NOT NULL,
	"skill_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ts_ratees" (
	"id" serial PRIMARY KEY NOT NULL,
	"ts_survey_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"manager_user_id" integer NOT NULL,
	"is_live" boolean DEFAULT false NOT NULL,
	"review_start" date NOT NULL,
	"review_frequency_months" smallint DEFAULT 12 NOT NULL,
	"published_at" timestamp with time zone,
	"last_reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ts_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"ratee_id" integer NOT NULL,
	"starts_on" date NOT NULL,
	"expires_on" date NOT NULL,
	"score" smallint,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ts_skill_ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"ratee_skill_id" integer NOT NULL,
	"review_id" integer NOT NULL,
	"rater_user_id" integer NOT NULL,
	"score" smallint NOT NULL,
	"comment" varchar(2000) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ts_skills" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(60) NOT NULL,
	"category" smallint NOT NULL,
	"position" integer NOT NULL,
	"names" jsonb NOT NULL,
	"in_contexts" jsonb NOT NULL,
	"how_to_develops" jsonb NOT NULL,
	CONSTRAINT "ts_skills_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "ts_surveys" (
	"id" serial PRIMARY KEY NOT NULL,
	"access_code" varchar(50) NOT NULL,
	"titles" jsonb NOT NULL,
	"welcome_messages" jsonb NOT NULL,
	"logos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"default_language" varchar(10) DEFAULT 'en_GB' NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"anonymity_threshold" smallint DEFAULT 3 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ts_surveys_access_code_unique" UNIQUE("access_code")
);
--> statement-breakpoint
CREATE TABLE "ts_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"ts_survey_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" varchar(10) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ts_manager_ratings" ADD CONSTRAINT "ts_manager_ratings_ratee_id_ts_ratees_id_fk" FOREIGN KEY ("ratee_id") REFERENCES "public"."ts_ratees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ts_manager_ratings" ADD CONSTRAINT "ts_manager_ratings_review_id_ts_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."ts_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ts_manager_ratings" ADD CONSTRAINT "ts_manager_ratings_manager_user_id_users_id_fk" FOREIGN KEY ("manager_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ts_ratee_raters" ADD CONSTRAINT "ts_ratee_raters_ratee_id_ts_ratees_id_fk" FOREIGN KEY ("ratee_id") REFERENCES "public"."ts_ratees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ts_ratee_raters" ADD CONSTRAINT "ts_ratee_raters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ts_ratee_skills" ADD CONSTRAINT "ts_ratee_skills_ratee_id_ts_ratees_id_fk" FOREIGN KEY ("ratee_id") REFERENCES "public"."ts_ratees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ts_ratee_skills" ADD CONSTRAINT "ts_ratee_skills_skill_id_ts_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."ts_skills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ts_ratees" ADD CONSTRAINT "ts_ratees_ts_survey_id_ts_surveys_id_fk" FOREIGN KEY ("ts_survey_id") REFERENCES "public"."ts_surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ts_ratees" ADD CONSTRAINT "ts_ratees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ts_ratees" ADD CONSTRAINT "ts_ratees_manager_user_id_users_id_fk" FOREIGN KEY ("manager_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ts_reviews" ADD CONSTRAINT "ts_reviews_ratee_id_ts_ratees_id_fk" FOREIGN KEY ("ratee_id") REFERENCES "public"."ts_ratees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ts_skill_ratings" ADD CONSTRAINT "ts_skill_ratings_ratee_skill_id_ts_ratee_skills_id_fk" FOREIGN KEY ("ratee_skill_id") REFERENCES "public"."ts_ratee_skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ts_skill_ratings" ADD CONSTRAINT "ts_skill_ratings_review_id_ts_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."ts_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ts_skill_ratings" ADD CONSTRAINT "ts_skill_ratings_rater_user_id_users_id_fk" FOREIGN KEY ("rater_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ts_users" ADD CONSTRAINT "ts_users_ts_survey_id_ts_surveys_id_fk" FOREIGN KEY ("ts_survey_id") REFERENCES "public"."ts_surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ts_users" ADD CONSTRAINT "ts_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ts_manager_ratings_overall_once" ON "ts_manager_ratings" USING btree ("ratee_id","review_id") WHERE type = 'overall';--> statement-breakpoint
CREATE INDEX "ts_manager_ratings_ratee_idx" ON "ts_manager_ratings" USING btree ("ratee_id","type","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ts_ratee_raters_unique" ON "ts_ratee_raters" USING btree ("ratee_id","user_id");--> statement-breakpoint
CREATE INDEX "ts_ratee_raters_user_idx" ON "ts_ratee_raters" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ts_ratee_skills_unique" ON "ts_ratee_skills" USING btree ("ratee_id","skill_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ts_ratees_person_unique" ON "ts_ratees" USING btree ("ts_survey_id","user_id");--> statement-breakpoint
CREATE INDEX "ts_ratees_manager_idx" ON "ts_ratees" USING btree ("manager_user_id","ts_survey_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ts_reviews_open_unique" ON "ts_reviews" USING btree ("ratee_id") WHERE closed_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "ts_skill_ratings_once" ON "ts_skill_ratings" USING btree ("ratee_skill_id","review_id","rater_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ts_users_role_unique" ON "ts_users" USING btree ("ts_survey_id","user_id","role");--> statement-breakpoint
CREATE INDEX "ts_users_user_idx" ON "ts_users" USING btree ("user_id");