ALTER TABLE "notifications" DROP CONSTRAINT "notifications_user_id_users_user_id_fk";
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_request_id_blood_requests_request_id_fk";
--> statement-breakpoint
ALTER TABLE "user_events" DROP CONSTRAINT "user_events_user_id_users_user_id_fk";
--> statement-breakpoint
DROP INDEX "notifications_request_idx";--> statement-breakpoint
CREATE INDEX "notifications_request_idx" ON "notifications" USING btree ("request_id","notification_id");--> statement-breakpoint
-- A user's notices and live events, and a request's notices, still go with them, as the dropped keys' ON DELETE
-- CASCADE made them: one statement per delete, instead of a key check for each of the thousands of rows an SOS
-- writes (docs/decisions/0037-alert-path-without-row-checks.md). The tables are named in the schema of the table
-- deleted from (TG_TABLE_SCHEMA), never from the deleting session's search_path (as in 0012).
CREATE FUNCTION "users_take_their_notices"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('DELETE FROM %I.notifications n USING gone g WHERE n.user_id = g.user_id', TG_TABLE_SCHEMA);
  EXECUTE format('DELETE FROM %I.user_events e USING gone g WHERE e.user_id = g.user_id', TG_TABLE_SCHEMA);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_take_their_notices" AFTER DELETE ON "users"
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION "users_take_their_notices"();
--> statement-breakpoint
CREATE FUNCTION "requests_take_their_notices"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('DELETE FROM %I.notifications n USING gone g WHERE n.request_id = g.request_id', TG_TABLE_SCHEMA);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "requests_take_their_notices" AFTER DELETE ON "blood_requests"
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION "requests_take_their_notices"();
