-- Hand edit (decision 0050): `guests` is a view of `guest_records` (0034), so the foreign
-- key names the table.
ALTER TABLE "payments" ADD COLUMN "guest_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guest_records"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_guest_idx" ON "payments" USING btree ("guest_id") WHERE "payments"."guest_id" is not null;