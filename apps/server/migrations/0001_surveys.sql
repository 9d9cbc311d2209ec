CREATE TABLE "answers" (
	"survey_user_id" integer NOT NULL,
	"statement_id" integer NOT NULL,
	"rank" smallint,
	"score" smallint,
	CONSTRAINT "answers_survey_user_id_statement_id_pk" PRIMARY KEY("survey_user_id","statement_id")
);
--> statement-breakpoint
CREATE TABLE "dimensions" (
	"id" serial PRIMARY KEY NOT NULL,
	"questionnaire_id" integer NOT NULL,
	"key" varchar(60) NOT NULL,
	"position" integer NOT NULL,
	"names" jsonb NOT NULL,
	"descriptions" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dp_survey_parts" (
	"dp_survey_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"part_survey_id" integer NOT NULL,
	CONSTRAINT "dp_survey_parts_dp_survey_id_position_pk" PRIMARY KEY("dp_survey_id","position")
);
--> statement-breakpoint
CREATE TABLE "ipulse_comments" (
	"survey_user_id" integer PRIMARY KEY NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaires" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(60) NOT NULL,
	"product" varchar(20) NOT NULL,
	CONSTRAINT "questionnaires_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "report_layouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL,
	CONSTRAINT "report_layouts_title_unique" UNIQUE("title")
);
--> statement-breakpoint
CREATE TABLE "resiliency_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"texts" jsonb NOT NULL,
	CONSTRAINT "resiliency_questions_position_unique" UNIQUE("position")
);
--> statement-breakpoint
CREATE TABLE "resiliency_responses" (
	"dp_survey_user_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"value" smallint NOT NULL,
	CONSTRAINT "resiliency_responses_dp_survey_user_id_question_id_pk" PRIMARY KEY("dp_survey_user_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "section_submissions" (
	"survey_user_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "section_submissions_survey_user_id_section_id_pk" PRIMARY KEY("survey_user_id","section_id")
);
--> statement-breakpoint
CREATE TABLE "sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"questionnaire_id" integer NOT NULL,
	"position" integer NOT NULL,
	"titles" jsonb NOT NULL,
	"instructions" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"section_id" integer NOT NULL,
	"dimension_id" integer NOT NULL,
	"position" integer NOT NULL,
	"texts" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_results" (
	"survey_user_id" integer PRIMARY KEY NOT NULL,
	"scores" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"dp_survey_user_id" integer,
	"is_authorized" boolean NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_completed" timestamp with time zone,
	"last_reviewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"id" serial PRIMARY KEY NOT NULL,
	"product" varchar(20) NOT NULL,
	"title" varchar(200) NOT NULL,
	"access_code" varchar(50) NOT NULL,
	"questionnaire_id" integer,
	"report_layout_id" integer,
	"price_pence" integer DEFAULT 0 NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"welcome_messages" jsonb NOT NULL,
	"default_language" varchar(10) DEFAULT 'en_GB' NOT NULL,
	"logos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_unlimited_access" boolean DEFAULT false NOT NULL,
	"resiliency_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "surveys_access_code_unique" UNIQUE("access_code")
);
--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_survey_user_id_survey_users_id_fk" FOREIGN KEY ("survey_user_id") REFERENCES "public"."survey_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_statement_id_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dimensions" ADD CONSTRAINT "dimensions_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dp_survey_parts" ADD CONSTRAINT "dp_survey_parts_dp_survey_id_surveys_id_fk" FOREIGN KEY ("dp_survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dp_survey_parts" ADD CONSTRAINT "dp_survey_parts_part_survey_id_surveys_id_fk" FOREIGN KEY ("part_survey_id") REFERENCES "public"."surveys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipulse_comments" ADD CONSTRAINT "ipulse_comments_survey_user_id_survey_users_id_fk" FOREIGN KEY ("survey_user_id") REFERENCES "public"."survey_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resiliency_responses" ADD CONSTRAINT "resiliency_responses_dp_survey_user_id_survey_users_id_fk" FOREIGN KEY ("dp_survey_user_id") REFERENCES "public"."survey_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resiliency_responses" ADD CONSTRAINT "resiliency_responses_question_id_resiliency_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."resiliency_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_submissions" ADD CONSTRAINT "section_submissions_survey_user_id_survey_users_id_fk" FOREIGN KEY ("survey_user_id") REFERENCES "public"."survey_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_submissions" ADD CONSTRAINT "section_submissions_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statements" ADD CONSTRAINT "statements_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statements" ADD CONSTRAINT "statements_dimension_id_dimensions_id_fk" FOREIGN KEY ("dimension_id") REFERENCES "public"."dimensions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_results" ADD CONSTRAINT "survey_results_survey_user_id_survey_users_id_fk" FOREIGN KEY ("survey_user_id") REFERENCES "public"."survey_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_users" ADD CONSTRAINT "survey_users_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_users" ADD CONSTRAINT "survey_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_report_layout_id_report_layouts_id_fk" FOREIGN KEY ("report_layout_id") REFERENCES "public"."report_layouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dimensions_key_unique" ON "dimensions" USING btree ("questionnaire_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "sections_position_unique" ON "sections" USING btree ("questionnaire_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "statements_position_unique" ON "statements" USING btree ("section_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_users_open_unique" ON "survey_users" USING btree ("survey_id","user_id") WHERE time_completed is null and dp_survey_user_id is null;--> statement-breakpoint
CREATE UNIQUE INDEX "survey_users_part_unique" ON "survey_users" USING btree ("survey_id","dp_survey_user_id") WHERE dp_survey_user_id is not null;--> statement-breakpoint
CREATE INDEX "survey_users_user_idx" ON "survey_users" USING btree ("user_id");