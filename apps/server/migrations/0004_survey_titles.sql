-- Issue 9: a survey's title per locale, like its sections' titles. An existing title becomes the
-- survey's default-language title, so existing databases keep their titles.
ALTER TABLE "surveys" ADD COLUMN "titles" jsonb;--> statement-breakpoint
UPDATE "surveys" SET "titles" = jsonb_build_object("default_language", "title");--> statement-breakpoint
ALTER TABLE "surveys" ALTER COLUMN "titles" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "surveys" DROP COLUMN "title";
