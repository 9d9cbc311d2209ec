CREATE TABLE "icoach_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"step_id" integer NOT NULL,
	"icoach_user_id" integer NOT NULL,
	"text" varchar(2000) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_by_user_id" integer
);
--> statement-breakpoint
CREATE TABLE "icoach_courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"access_code" varchar(50) NOT NULL,
	"titles" jsonb NOT NULL,
	"welcome_messages" jsonb NOT NULL,
	"logos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"default_language" varchar(10) DEFAULT 'en_GB' NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"is_published" boolean DEFAULT true NOT NULL,
	"requires_grant" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "icoach_courses_access_code_unique" UNIQUE("access_code")
);
--> statement-breakpoint
CREATE TABLE "icoach_question_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"position" integer NOT NULL,
	"texts" jsonb NOT NULL,
	"is_correct" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "icoach_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"step_id" integer NOT NULL,
	"position" integer NOT NULL,
	"texts" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "icoach_skill_completions" (
	"icoach_user_id" integer NOT NULL,
	"skill_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "icoach_skill_completions_icoach_user_id_skill_id_pk" PRIMARY KEY("icoach_user_id","skill_id")
);
--> statement-breakpoint
CREATE TABLE "icoach_skills" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"key" varchar(60) NOT NULL,
	"category" smallint NOT NULL,
	"position" integer NOT NULL,
	"names" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "icoach_step_completions" (
	"icoach_user_id" integer NOT NULL,
	"step_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "icoach_step_completions_icoach_user_id_step_id_pk" PRIMARY KEY("icoach_user_id","step_id")
);
--> statement-breakpoint
CREATE TABLE "icoach_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"skill_id" integer NOT NULL,
	"position" integer NOT NULL,
	"titles" jsonb NOT NULL,
	"contents" jsonb NOT NULL,
	"is_test" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "icoach_test_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"icoach_user_id" integer NOT NULL,
	"skill_id" integer NOT NULL,
	"score" smallint NOT NULL,
	"answers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "icoach_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"category" smallint DEFAULT 1 NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_completed" timestamp with time zone,
	"last_reviewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" varchar(30) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "icoach_comments" ADD CONSTRAINT "icoach_comments_step_id_icoach_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."icoach_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "icoach_comments" ADD CONSTRAINT "icoach_comments_icoach_user_id_icoach_users_id_fk" FOREIGN KEY ("icoach_user_id") REFERENCES "public"."icoach_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "icoach_comments" ADD CONSTRAINT "icoach_comments_hidden_by_user_id_users_id_fk" FOREIGN KEY ("hidden_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "icoach_question_options" ADD CONSTRAINT "icoach_question_options_question_id_icoach_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."icoach_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "icoach_questions" ADD CONSTRAINT "icoach_questions_step_id_icoach_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."icoach_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "icoach_skill_completions" ADD CONSTRAINT "icoach_skill_completions_icoach_user_id_icoach_users_id_fk" FOREIGN KEY ("icoach_user_id") REFERENCES "public"."icoach_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "icoach_skill_completions" ADD CONSTRAINT "icoach_skill_completions_skill_id_icoach_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."icoach_skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "icoach_skills" ADD CONSTRAINT "icoach_skills_course_id_icoach_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."icoach_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "icoach_step_completions" ADD CONSTRAINT "icoach_step_completions_icoach_user_id_icoach_users_id_fk" FOREIGN KEY ("icoach_user_id") REFERENCES "public"."icoach_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "icoach_step_completions" ADD CONSTRAINT "icoach_step_completions_step_id_icoach_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."icoach_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "icoach_steps" ADD CONSTRAINT "icoach_steps_skill_id_icoach_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."icoach_skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "icoach_test_attempts" ADD CONSTRAINT "icoach_test_attempts_icoach_user_id_icoach_users_id_fk" FOREIGN KEY ("icoach_user_id") REFERENCES "public"."icoach_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "icoach_test_attempts" ADD CONSTRAINT "icoach_test_attempts_skill_id_icoach_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."icoach_skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "icoach_users" ADD CONSTRAINT "icoach_users_course_id_icoach_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."icoach_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "icoach_users" ADD CONSTRAINT "icoach_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_links" ADD CONSTRAINT "sign_in_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "icoach_comments_step_idx" ON "icoach_comments" USING btree ("step_id","created_at") WHERE hidden_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "icoach_question_options_position_unique" ON "icoach_question_options" USING btree ("question_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "icoach_questions_position_unique" ON "icoach_questions" USING btree ("step_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "icoach_skills_key_unique" ON "icoach_skills" USING btree ("course_id","key");--> statement-breakpoint
CREATE INDEX "icoach_skills_course_category_idx" ON "icoach_skills" USING btree ("course_id","category","position");--> statement-breakpoint
CREATE UNIQUE INDEX "icoach_steps_position_unique" ON "icoach_steps" USING btree ("skill_id","position");--> statement-breakpoint
CREATE INDEX "icoach_test_attempts_user_skill_idx" ON "icoach_test_attempts" USING btree ("icoach_user_id","skill_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "icoach_users_person_unique" ON "icoach_users" USING btree ("course_id","user_id");--> statement-breakpoint
CREATE INDEX "icoach_users_user_idx" ON "icoach_users" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sign_in_links_token_unique" ON "sign_in_links" USING btree ("token_hash");