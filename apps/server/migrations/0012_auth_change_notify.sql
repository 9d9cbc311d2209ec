-- Issue 14: every server process keeps the sessions it has checked in memory and forgets one as
-- soon as its session row or its person's row (or the impersonating administrator's) changes.
-- The database says so itself, whatever wrote the change: a NOTIFY on commit, which every
-- process LISTENs for (features/accounts/session-cache.ts, decision 034).
CREATE FUNCTION "portal_auth_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('portal_auth', '*');
  ELSIF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('portal_auth', 's:' || OLD.id::text);
  ELSE
    PERFORM pg_notify('portal_auth', 'u:' || OLD.id::text);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "sessions_auth_changed" AFTER UPDATE OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "portal_auth_changed"();--> statement-breakpoint
CREATE TRIGGER "sessions_auth_truncated" AFTER TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_auth_changed"();--> statement-breakpoint
CREATE TRIGGER "users_auth_changed" AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "portal_auth_changed"();--> statement-breakpoint
CREATE TRIGGER "users_auth_truncated" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_auth_changed"();
--> statement-breakpoint
-- A questionnaire's content (sections and statements) is kept in memory by every process too,
-- until an edit, told here once per statement that changes it (db/notified-cache.ts).
CREATE FUNCTION "portal_content_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_content', TG_TABLE_NAME);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "sections_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sections"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_content_changed"();--> statement-breakpoint
CREATE TRIGGER "statements_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "statements"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_content_changed"();
