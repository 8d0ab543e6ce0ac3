ALTER TABLE "event_vendors" ADD COLUMN "status" text DEFAULT 'requested' NOT NULL;--> statement-breakpoint
ALTER TABLE "event_vendors" ADD COLUMN "responded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_vendors" ADD CONSTRAINT "event_vendors_status_check" CHECK ("event_vendors"."status" in ('requested', 'confirmed', 'declined'));--> statement-breakpoint
-- Decision 0060: links made before this migration were never put to their vendor, so they
-- start as requests; only those whose event already reviewed the vendor are carried over as
-- confirmed (responded_at stays null), so every live organiser's review keeps a confirmed
-- booking and no vendor can drop an existing review by declining it.
UPDATE "event_vendors" SET "status" = 'confirmed'
WHERE EXISTS (
  SELECT 1 FROM "vendor_reviews"
  WHERE "vendor_reviews"."vendor_id" = "event_vendors"."vendor_id"
    AND "vendor_reviews"."event_id" = "event_vendors"."event_id"
);
