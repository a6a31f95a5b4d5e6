-- Every write that can change a donor's list of requests says so, by id only, on the schema's own channel, in
-- its own transaction (heard only after commit): each server process keeps its in-memory view of the open
-- requests current from it (features/requests/open-requests-view.ts, docs/decisions/0032-open-requests-view.md).
-- 'r <request id>': the request, its answers or its alerts; 'd <user id>': a donor's own facts; 'u <user id>':
-- what a patient's requests show of them.
-- The channel is named from the schema of the table written (TG_TABLE_SCHEMA in the triggers), never from the
-- writer's search_path: an operator's session with another search_path still announces on the app's channel, and
-- its write cannot fail on a function the path does not find. The triggers spell the name out with built-ins only;
-- open_requests_channel() gives the server the same name for its own schema.
CREATE FUNCTION "open_requests_channel"() RETURNS text LANGUAGE sql STABLE AS $$
  SELECT 'raktsetu_requests_' || left(encode(sha256(convert_to(current_schema(), 'UTF8')), 'hex'), 16)
$$;
--> statement-breakpoint
CREATE FUNCTION "open_requests_said_request"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('raktsetu_requests_' || left(encode(sha256(convert_to(TG_TABLE_SCHEMA, 'UTF8')), 'hex'), 16), 'r ' || OLD.request_id::text);
  ELSE
    PERFORM pg_notify('raktsetu_requests_' || left(encode(sha256(convert_to(TG_TABLE_SCHEMA, 'UTF8')), 'hex'), 16), 'r ' || NEW.request_id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "blood_requests_said" AFTER INSERT OR UPDATE OR DELETE ON "blood_requests"
  FOR EACH ROW EXECUTE FUNCTION "open_requests_said_request"();
--> statement-breakpoint
CREATE TRIGGER "request_responses_said" AFTER INSERT OR UPDATE OR DELETE ON "request_responses"
  FOR EACH ROW EXECUTE FUNCTION "open_requests_said_request"();
--> statement-breakpoint
-- An SOS writes thousands of alerts in a few statements: one notice per request per statement, not per row.
CREATE FUNCTION "open_requests_said_alerts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('raktsetu_requests_' || left(encode(sha256(convert_to(TG_TABLE_SCHEMA, 'UTF8')), 'hex'), 16), 'r ' || a.request_id)
    FROM (SELECT DISTINCT substr(n.dedupe_key, 7) AS request_id FROM alerts n WHERE n.dedupe_key LIKE 'alert:%') a;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "notifications_alerts_added" AFTER INSERT ON "notifications"
  REFERENCING NEW TABLE AS alerts FOR EACH STATEMENT EXECUTE FUNCTION "open_requests_said_alerts"();
--> statement-breakpoint
CREATE TRIGGER "notifications_alerts_removed" AFTER DELETE ON "notifications"
  REFERENCING OLD TABLE AS alerts FOR EACH STATEMENT EXECUTE FUNCTION "open_requests_said_alerts"();
--> statement-breakpoint
-- A notice read or answered changes nothing a list shows; only an alert's owner, request or key would (none of the
-- app's writes changes them, so this fires for nothing today). Announcing every read made each process re-read the
-- request's whole alert set while thousands of donors opened one SOS, and any donor could keep doing it.
CREATE FUNCTION "open_requests_said_alerts_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('raktsetu_requests_' || left(encode(sha256(convert_to(TG_TABLE_SCHEMA, 'UTF8')), 'hex'), 16), 'r ' || a.request_id)
    FROM (SELECT DISTINCT substr(k.dedupe_key, 7) AS request_id
      FROM alerts_before o JOIN alerts_after n ON n.notification_id = o.notification_id,
        LATERAL (VALUES (o.dedupe_key), (n.dedupe_key)) k(dedupe_key)
      WHERE (o.user_id, o.request_id, o.dedupe_key) IS DISTINCT FROM (n.user_id, n.request_id, n.dedupe_key)
        AND k.dedupe_key LIKE 'alert:%') a;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "notifications_alerts_changed" AFTER UPDATE ON "notifications"
  REFERENCING OLD TABLE AS alerts_before NEW TABLE AS alerts_after
  FOR EACH STATEMENT EXECUTE FUNCTION "open_requests_said_alerts_moved"();
--> statement-breakpoint
CREATE FUNCTION "open_requests_said_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('raktsetu_requests_' || left(encode(sha256(convert_to(TG_TABLE_SCHEMA, 'UTF8')), 'hex'), 16), TG_ARGV[0] || ' ' || (to_jsonb(OLD) ->> TG_ARGV[1]));
  ELSE
    PERFORM pg_notify('raktsetu_requests_' || left(encode(sha256(convert_to(TG_TABLE_SCHEMA, 'UTF8')), 'hex'), 16), TG_ARGV[0] || ' ' || (to_jsonb(NEW) ->> TG_ARGV[1]));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "donors_said" AFTER INSERT OR DELETE ON "donors"
  FOR EACH ROW EXECUTE FUNCTION "open_requests_said_user"('d', 'donor_id');
--> statement-breakpoint
CREATE TRIGGER "donors_changed_said" AFTER UPDATE ON "donors" FOR EACH ROW
  WHEN ((OLD.blood_group_id, OLD.latitude, OLD.longitude, OLD.location_updated_at, OLD.is_available_for_sos,
    OLD.is_bombay_phenotype, OLD.sex, OLD.date_of_birth, OLD.weight_kg, OLD.hemoglobin_g_dl, OLD.last_donation_date,
    OLD.last_donation_component_id) IS DISTINCT FROM (NEW.blood_group_id, NEW.latitude, NEW.longitude,
    NEW.location_updated_at, NEW.is_available_for_sos, NEW.is_bombay_phenotype, NEW.sex, NEW.date_of_birth,
    NEW.weight_kg, NEW.hemoglobin_g_dl, NEW.last_donation_date, NEW.last_donation_component_id))
  EXECUTE FUNCTION "open_requests_said_user"('d', 'donor_id');
--> statement-breakpoint
CREATE TRIGGER "users_said" AFTER UPDATE ON "users" FOR EACH ROW
  WHEN ((OLD.full_name, OLD.phone_number, OLD.city) IS DISTINCT FROM (NEW.full_name, NEW.phone_number, NEW.city))
  EXECUTE FUNCTION "open_requests_said_user"('u', 'user_id');
--> statement-breakpoint
CREATE TRIGGER "patients_said" AFTER INSERT OR UPDATE OR DELETE ON "patients"
  FOR EACH ROW EXECUTE FUNCTION "open_requests_said_user"('u', 'patient_id');
