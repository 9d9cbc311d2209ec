CREATE INDEX "users_first_name_search_idx" ON "users" USING btree (lower("first_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_last_name_search_idx" ON "users" USING btree (lower("last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_email_search_idx" ON "users" USING btree (lower("email") text_pattern_ops);