CREATE TABLE "event_bundles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"name" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"admissions" integer NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "event_bundles_amount_check" CHECK ("event_bundles"."amount_minor" >= 0),
	CONSTRAINT "event_bundles_admissions_check" CHECK ("event_bundles"."admissions" >= 1)
);
--> statement-breakpoint
CREATE TABLE "event_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"card_type" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "event_prices_amount_check" CHECK ("event_prices"."amount_minor" >= 0),
	CONSTRAINT "event_prices_card_type_check" CHECK ("event_prices"."card_type" in ('single', 'double', 'family'))
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "guest_records" ADD COLUMN "bundle_id" uuid;--> statement-breakpoint
ALTER TABLE "guest_records" ADD COLUMN "paid_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_bundles" ADD CONSTRAINT "event_bundles_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_bundles" ADD CONSTRAINT "event_bundles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_prices" ADD CONSTRAINT "event_prices_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_prices" ADD CONSTRAINT "event_prices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_bundles_event_name_key" ON "event_bundles" USING btree ("event_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "event_prices_event_card_type_key" ON "event_prices" USING btree ("event_id","card_type");--> statement-breakpoint
ALTER TABLE "guest_records" ADD CONSTRAINT "guests_bundle_id_event_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."event_bundles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guests_bundle_idx" ON "guest_records" USING btree ("bundle_id") WHERE "guest_records"."bundle_id" is not null;--> statement-breakpoint
ALTER TABLE "guest_records" ADD CONSTRAINT "guests_paid_check" CHECK ("guest_records"."paid_minor" >= 0);--> statement-breakpoint
-- Hand-written (decision 0047): `guests` is a view of `guest_records` (0034), so the columns
-- above go on the table and the view is re-made to show them (a view's `*` is read once).
CREATE OR REPLACE VIEW "guests" AS SELECT * FROM "guest_records"
  WHERE "import_id" IS NULL OR "import_id" NOT IN (SELECT "id" FROM "guest_imports");
