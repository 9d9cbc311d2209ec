CREATE TABLE "icoach_access_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"icoach_access_code" varchar(50) NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"event_id" varchar(120) PRIMARY KEY NOT NULL,
	"type" varchar(80) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_user_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"method" varchar(10) NOT NULL,
	"provider" varchar(10) NOT NULL,
	"amount_pence" integer NOT NULL,
	"currency" varchar(3) DEFAULT 'GBP' NOT NULL,
	"country_code" varchar(2),
	"postal_code" varchar(20),
	"reference" varchar(120) NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "icoach_access_grants" ADD CONSTRAINT "icoach_access_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "icoach_access_grants" ADD CONSTRAINT "icoach_access_grants_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_survey_user_id_survey_users_id_fk" FOREIGN KEY ("survey_user_id") REFERENCES "public"."survey_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "icoach_access_grants_payment_unique" ON "icoach_access_grants" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_reference_unique" ON "payments" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "payments_survey_user_idx" ON "payments" USING btree ("survey_user_id");