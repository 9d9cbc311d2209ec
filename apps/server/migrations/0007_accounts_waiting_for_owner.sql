ALTER TABLE "sign_in_links" ADD COLUMN "landing" varchar(200);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "awaiting_owner_since" timestamp with time zone;