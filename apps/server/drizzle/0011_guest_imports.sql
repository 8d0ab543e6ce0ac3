CREATE TABLE "guest_imports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"touched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"discarding" boolean DEFAULT false NOT NULL,
	CONSTRAINT "guest_imports_event_id_unique" UNIQUE("event_id")
);
--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "import_id" uuid;--> statement-breakpoint
ALTER TABLE "guest_imports" ADD CONSTRAINT "guest_imports_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guests_import_idx" ON "guests" USING btree ("import_id") WHERE "guests"."import_id" is not null;--> statement-breakpoint
-- Decision 0034: an import writes its guests in short committed batches, hidden until it
-- publishes. The table keeps every row; `guests` becomes a view of the published ones, so
-- every query that names `guests` (lists, counts, check-in, audiences, exports, answer
-- links, and writes: the view is updatable) sees an import whole or not at all. Publishing
-- is one DELETE of the import's row in `guest_imports`, whatever the number of guests.
-- Triggers, foreign keys and indexes stay with the table.
ALTER TABLE "guests" RENAME TO "guest_records";
--> statement-breakpoint
CREATE VIEW "guests" AS SELECT * FROM "guest_records"
  WHERE "import_id" IS NULL OR "import_id" NOT IN (SELECT "id" FROM "guest_imports");
--> statement-breakpoint
-- The door counters count published guests only: hidden rows move them when their import
-- publishes (the publishing transaction adds them in one statement), never while written.
CREATE OR REPLACE FUNCTION "karamu_move_guest_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  published text := ' WHERE import_id IS NULL OR import_id NOT IN (SELECT id FROM guest_imports)';
  added text := 'SELECT event_id, 1 AS guests, admissions, checked_in_count AS checked_in, (checked_in_count > 0)::int AS arrived FROM new_rows' || published;
  removed text := 'SELECT event_id, -1 AS guests, -admissions AS admissions, -checked_in_count AS checked_in, -((checked_in_count > 0)::int) AS arrived FROM old_rows' || published;
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
