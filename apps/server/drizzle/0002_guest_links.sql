ALTER TABLE "guests" ADD COLUMN "rsvp_token" text;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "rsvp_answered_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "guests_rsvp_token_key" ON "guests" USING btree ("rsvp_token");