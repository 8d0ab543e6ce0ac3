CREATE TABLE "event_check_in_totals" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"guests" integer DEFAULT 0 NOT NULL,
	"admissions" integer DEFAULT 0 NOT NULL,
	"checked_in" integer DEFAULT 0 NOT NULL,
	"guests_arrived" integer DEFAULT 0 NOT NULL,
	"over_admitted" integer DEFAULT 0 NOT NULL,
	"last_check_in_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "event_check_in_totals" ADD CONSTRAINT "event_check_in_totals_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_ins_over_admitted_idx" ON "check_ins" USING btree ("event_id","recorded_at") WHERE "check_ins"."over_admitted" > 0;--> statement-breakpoint
-- Decision 0021: an event's door counters are kept by triggers, so every write to guests or
-- check-ins (a check-in, a guest added, edited, imported or deleted) moves them in its own
-- transaction. Statement triggers with transition tables: an import of thousands of guests
-- moves the row once per statement, not once per guest.
CREATE FUNCTION "karamu_add_event_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO event_check_in_totals (event_id) SELECT id FROM new_rows ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "events_check_in_totals" AFTER INSERT ON "events" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "karamu_add_event_totals"();
--> statement-breakpoint
CREATE FUNCTION "karamu_move_guest_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  added text := 'SELECT event_id, 1 AS guests, admissions, checked_in_count AS checked_in, (checked_in_count > 0)::int AS arrived FROM new_rows';
  removed text := 'SELECT event_id, -1 AS guests, -admissions AS admissions, -checked_in_count AS checked_in, -((checked_in_count > 0)::int) AS arrived FROM old_rows';
  changes text;
BEGIN
  -- Only the transition tables this operation has may be named.
  changes := CASE TG_OP WHEN 'INSERT' THEN added WHEN 'DELETE' THEN removed
    ELSE added || ' UNION ALL ' || removed END;
  EXECUTE 'UPDATE event_check_in_totals t SET guests = t.guests + d.guests,'
    || ' admissions = t.admissions + d.admissions, checked_in = t.checked_in + d.checked_in,'
    || ' guests_arrived = t.guests_arrived + d.arrived'
    || ' FROM (SELECT event_id, sum(guests)::int AS guests, sum(admissions)::int AS admissions,'
    || ' sum(checked_in)::int AS checked_in, sum(arrived)::int AS arrived'
    || ' FROM (' || changes || ') c GROUP BY event_id) d'
    || ' WHERE t.event_id = d.event_id AND (d.guests, d.admissions, d.checked_in, d.arrived) <> (0, 0, 0, 0)';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "guests_insert_check_in_totals" AFTER INSERT ON "guests" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "karamu_move_guest_totals"();
--> statement-breakpoint
CREATE TRIGGER "guests_update_check_in_totals" AFTER UPDATE ON "guests" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "karamu_move_guest_totals"();
--> statement-breakpoint
CREATE TRIGGER "guests_delete_check_in_totals" AFTER DELETE ON "guests" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "karamu_move_guest_totals"();
--> statement-breakpoint
-- Check-ins are only inserted, and deleted with their guest or event. The last check-in
-- time stays when a guest is deleted: someone did come in then.
CREATE FUNCTION "karamu_move_check_in_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE event_check_in_totals t SET over_admitted = t.over_admitted + d.over_admitted,
      last_check_in_at = greatest(t.last_check_in_at, d.last_at)
    FROM (SELECT event_id, sum(over_admitted)::int AS over_admitted,
        max(scanned_at) FILTER (WHERE admitted + over_admitted > 0) AS last_at
      FROM new_rows GROUP BY event_id) d
    WHERE t.event_id = d.event_id AND (d.over_admitted > 0 OR d.last_at IS NOT NULL);
  ELSE
    UPDATE event_check_in_totals t SET over_admitted = t.over_admitted - d.over_admitted
    FROM (SELECT event_id, sum(over_admitted)::int AS over_admitted FROM old_rows GROUP BY event_id) d
    WHERE t.event_id = d.event_id AND d.over_admitted > 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "check_ins_insert_check_in_totals" AFTER INSERT ON "check_ins" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "karamu_move_check_in_totals"();
--> statement-breakpoint
CREATE TRIGGER "check_ins_delete_check_in_totals" AFTER DELETE ON "check_ins" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "karamu_move_check_in_totals"();
--> statement-breakpoint
INSERT INTO "event_check_in_totals" ("event_id", "guests", "admissions", "checked_in", "guests_arrived", "over_admitted", "last_check_in_at")
SELECT e.id, coalesce(g.guests, 0), coalesce(g.admissions, 0), coalesce(g.checked_in, 0), coalesce(g.arrived, 0),
  coalesce(c.over_admitted, 0), c.last_at
FROM "events" e
LEFT JOIN (SELECT event_id, count(*)::int AS guests, sum(admissions)::int AS admissions,
    sum(checked_in_count)::int AS checked_in, (count(*) FILTER (WHERE checked_in_count > 0))::int AS arrived
  FROM "guests" GROUP BY event_id) g ON g.event_id = e.id
LEFT JOIN (SELECT event_id, sum(over_admitted)::int AS over_admitted,
    max(scanned_at) FILTER (WHERE admitted + over_admitted > 0) AS last_at
  FROM "check_ins" GROUP BY event_id) c ON c.event_id = e.id;
