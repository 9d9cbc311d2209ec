-- Issue 14: each process keeps a person's dashboard, taking progress, right to read a section,
-- iCoach progress and 360 ratee lists in memory (db/person-cache.ts, decision 037) until the
-- database says that person's view changed:
-- a NOTIFY on the channel 'portal_person' with the person's id, or '*' for everyone, sent on
-- commit whoever wrote the change (the app, the console, a job, the command line or an
-- operator's SQL).
--
-- How a row names the people whose view it changes (the trigger's argument):
--   person:<column>  the person in that column (old and new row);
--   taking           the person of the survey_users row in survey_user_id;
--   learner          the person of the icoach_users row in icoach_user_id;
--   ratee            the raters of the ratee in ratee_id (their dashboards and ratee lists);
--   ratee_itself     the raters of the ts_ratees row itself (is it live, its dates);
--   ratee_skill      the raters of the ratee of the ts_ratee_skills row in ratee_skill_id;
--   ratee_person     the raters of the ratees the users row is (their lists show its name);
--   everyone         '*': content every view may show (titles, courses, sections, surveys).
-- PostgreSQL folds identical notifications of one transaction into one.
--
-- The writes of taking a survey are left out on purpose, the hottest: a new taking (a
-- survey_users insert), a section's claim (a section_submissions insert), a taking's last
-- activity and its completion (survey_users.last_reviewed_at, time_completed) and its scores (a
-- survey_results insert). A NOTIFY serialises commits (PostgreSQL takes one lock for every
-- notifying commit until it is flushed): with one, pgbench ran the section submit at 2,632 tx/s
-- instead of 4,313, and 10,000 people finishing their surveys together waited up to 600 ms.
-- Only a person's own request makes these writes, and the server tells a person's own writes
-- itself, after they commit (db/person-changes.ts): at once in its own process, and to the others
-- in one NOTIFY for all the people who wrote in the last few milliseconds.
CREATE FUNCTION "portal_person_notify_raters"(ratee integer) RETURNS void LANGUAGE sql AS $$
  SELECT pg_notify('portal_person', rr.user_id::text) FROM ts_ratee_raters rr WHERE rr.ratee_id = ratee;
$$;--> statement-breakpoint
CREATE FUNCTION "portal_person_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kind text := TG_ARGV[0];
  rec record;
  value text;
BEGIN
  IF TG_OP = 'TRUNCATE' OR kind = 'everyone' THEN
    PERFORM pg_notify('portal_person', '*');
    RETURN NULL;
  END IF;
  FOREACH rec IN ARRAY (CASE TG_OP WHEN 'INSERT' THEN ARRAY[NEW] WHEN 'DELETE' THEN ARRAY[OLD] ELSE ARRAY[OLD, NEW] END) LOOP
    IF kind LIKE 'person:%' THEN
      value := to_jsonb(rec) ->> substr(kind, 8);
      IF value IS NOT NULL THEN PERFORM pg_notify('portal_person', value); END IF;
    ELSIF kind = 'taking' THEN
      PERFORM pg_notify('portal_person', su.user_id::text)
         FROM survey_users su WHERE su.id = (to_jsonb(rec) ->> 'survey_user_id')::integer;
    ELSIF kind = 'learner' THEN
      PERFORM pg_notify('portal_person', iu.user_id::text)
         FROM icoach_users iu WHERE iu.id = (to_jsonb(rec) ->> 'icoach_user_id')::integer;
    ELSIF kind = 'ratee' THEN
      PERFORM portal_person_notify_raters((to_jsonb(rec) ->> 'ratee_id')::integer);
    ELSIF kind = 'ratee_skill' THEN
      PERFORM portal_person_notify_raters(rs.ratee_id)
         FROM ts_ratee_skills rs WHERE rs.id = (to_jsonb(rec) ->> 'ratee_skill_id')::integer;
    ELSIF kind = 'ratee_itself' THEN
      PERFORM portal_person_notify_raters((to_jsonb(rec) ->> 'id')::integer);
    ELSIF kind = 'ratee_person' THEN
      PERFORM portal_person_notify_raters(ra.id)
         FROM ts_ratees ra WHERE ra.user_id = (to_jsonb(rec) ->> 'id')::integer;
    END IF;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "survey_users_person_changed" AFTER DELETE ON "survey_users"
  FOR EACH ROW EXECUTE FUNCTION "portal_person_changed"('person:user_id');--> statement-breakpoint
CREATE TRIGGER "survey_users_person_updated" AFTER UPDATE OF "survey_id", "user_id", "dp_survey_user_id", "is_authorized", "time_created" ON "survey_users"
  FOR EACH ROW EXECUTE FUNCTION "portal_person_changed"('person:user_id');--> statement-breakpoint
CREATE TRIGGER "survey_users_person_truncated" AFTER TRUNCATE ON "survey_users"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_person_changed"('everyone');--> statement-breakpoint
CREATE TRIGGER "section_submissions_person_changed" AFTER UPDATE OR DELETE ON "section_submissions"
  FOR EACH ROW EXECUTE FUNCTION "portal_person_changed"('taking');--> statement-breakpoint
CREATE TRIGGER "section_submissions_person_truncated" AFTER TRUNCATE ON "section_submissions"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_person_changed"('everyone');--> statement-breakpoint
CREATE TRIGGER "survey_results_person_changed" AFTER UPDATE OR DELETE ON "survey_results"
  FOR EACH ROW EXECUTE FUNCTION "portal_person_changed"('taking');--> statement-breakpoint
CREATE TRIGGER "survey_results_person_truncated" AFTER TRUNCATE ON "survey_results"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_person_changed"('everyone');--> statement-breakpoint
CREATE TRIGGER "icoach_users_person_changed" AFTER INSERT OR UPDATE OR DELETE ON "icoach_users"
  FOR EACH ROW EXECUTE FUNCTION "portal_person_changed"('person:user_id');--> statement-breakpoint
CREATE TRIGGER "icoach_users_person_truncated" AFTER TRUNCATE ON "icoach_users"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_person_changed"('everyone');--> statement-breakpoint
CREATE TRIGGER "icoach_step_completions_person_changed" AFTER INSERT OR UPDATE OR DELETE ON "icoach_step_completions"
  FOR EACH ROW EXECUTE FUNCTION "portal_person_changed"('learner');--> statement-breakpoint
CREATE TRIGGER "icoach_step_completions_person_truncated" AFTER TRUNCATE ON "icoach_step_completions"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_person_changed"('everyone');--> statement-breakpoint
CREATE TRIGGER "icoach_skill_completions_person_changed" AFTER INSERT OR UPDATE OR DELETE ON "icoach_skill_completions"
  FOR EACH ROW EXECUTE FUNCTION "portal_person_changed"('learner');--> statement-breakpoint
CREATE TRIGGER "icoach_skill_completions_person_truncated" AFTER TRUNCATE ON "icoach_skill_completions"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_person_changed"('everyone');--> statement-breakpoint
CREATE TRIGGER "icoach_access_grants_person_changed" AFTER INSERT OR UPDATE OR DELETE ON "icoach_access_grants"
  FOR EACH ROW EXECUTE FUNCTION "portal_person_changed"('person:user_id');--> statement-breakpoint
CREATE TRIGGER "icoach_access_grants_person_truncated" AFTER TRUNCATE ON "icoach_access_grants"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_person_changed"('everyone');--> statement-breakpoint
CREATE TRIGGER "ts_users_person_changed" AFTER INSERT OR UPDATE OR DELETE ON "ts_users"
  FOR EACH ROW EXECUTE FUNCTION "portal_person_changed"('person:user_id');--> statement-breakpoint
CREATE TRIGGER "ts_users_person_truncated" AFTER TRUNCATE ON "ts_users"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_person_changed"('everyone');--> statement-breakpoint
CREATE TRIGGER "ts_ratee_raters_person_changed" AFTER INSERT OR UPDATE OR DELETE ON "ts_ratee_raters"
  FOR EACH ROW EXECUTE FUNCTION "portal_person_changed"('person:user_id');--> statement-breakpoint
CREATE TRIGGER "ts_ratee_raters_person_truncated" AFTER TRUNCATE ON "ts_ratee_raters"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_person_changed"('everyone');--> statement-breakpoint
CREATE TRIGGER "ts_ratee_skills_person_changed" AFTER INSERT OR UPDATE OR DELETE ON "ts_ratee_skills"
  FOR EACH ROW EXECUTE FUNCTION "portal_person_changed"('ratee');--> statement-breakpoint
CREATE TRIGGER "ts_ratee_skills_person_truncated" AFTER TRUNCATE ON "ts_ratee_skills"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_person_changed"('everyone');--> statement-breakpoint
CREATE TRIGGER "ts_reviews_person_changed" AFTER INSERT OR UPDATE OR DELETE ON "ts_reviews"
  FOR EACH ROW EXECUTE FUNCTION "portal_person_changed"('ratee');--> statement-breakpoint
CREATE TRIGGER "ts_reviews_person_truncated" AFTER TRUNCATE ON "ts_reviews"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_person_changed"('everyone');--> statement-breakpoint
CREATE TRIGGER "ts_skill_ratings_person_changed" AFTER INSERT OR UPDATE OR DELETE ON "ts_skill_ratings"
  FOR EACH ROW EXECUTE FUNCTION "portal_person_changed"('ratee_skill');--> statement-breakpoint
CREATE TRIGGER "ts_skill_ratings_person_truncated" AFTER TRUNCATE ON "ts_skill_ratings"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_person_changed"('everyone');--> statement-breakpoint
CREATE TRIGGER "ts_ratees_person_changed" AFTER UPDATE ON "ts_ratees"
  FOR EACH ROW EXECUTE FUNCTION "portal_person_changed"('ratee_itself');--> statement-breakpoint
CREATE TRIGGER "ts_ratees_person_truncated" AFTER TRUNCATE ON "ts_ratees"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_person_changed"('everyone');--> statement-breakpoint
CREATE TRIGGER "surveys_person_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "surveys"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_person_changed"('everyone');--> statement-breakpoint
CREATE TRIGGER "report_layouts_person_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "report_layouts"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_person_changed"('everyone');--> statement-breakpoint
CREATE TRIGGER "sections_person_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sections"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_person_changed"('everyone');--> statement-breakpoint
CREATE TRIGGER "dp_survey_parts_person_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "dp_survey_parts"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_person_changed"('everyone');--> statement-breakpoint
CREATE TRIGGER "icoach_courses_person_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "icoach_courses"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_person_changed"('everyone');--> statement-breakpoint
CREATE TRIGGER "icoach_skills_person_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "icoach_skills"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_person_changed"('everyone');--> statement-breakpoint
CREATE TRIGGER "icoach_steps_person_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "icoach_steps"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_person_changed"('everyone');--> statement-breakpoint
CREATE TRIGGER "ts_surveys_person_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ts_surveys"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_person_changed"('everyone');--> statement-breakpoint
CREATE TRIGGER "users_person_changed" AFTER UPDATE OF "first_name", "last_name", "email", "picture_file_name" ON "users"
  FOR EACH ROW EXECUTE FUNCTION "portal_person_changed"('ratee_person');
