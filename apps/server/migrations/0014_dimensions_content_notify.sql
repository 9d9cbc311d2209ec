-- Each process keeps a questionnaire's structure in memory, and since issue 14 that includes the
-- dimension each statement scores towards, so a completion is scored without reading the
-- questionnaire again. An edit of a dimension's key must empty those caches as a statement's edit
-- does (migration 0012).
CREATE TRIGGER "dimensions_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "dimensions"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_content_changed"();
