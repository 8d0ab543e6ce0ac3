-- Issue 29, the door and cash. Hand-written: `guests` is a view of `guest_records` (0034), so
-- the new column goes on the table and the view is made again.
--
-- A card's short code: 8 characters a person can read off a card and type at the door, from
-- digits and capitals without 0, O, 1, I, L (nor U, as in Crockford's base32): 30 symbols,
-- 30^8 codes. The same alphabet as SHORT_CARD_CODE_ALPHABET in @karamu/shared. Each symbol
-- is a random byte of a gen_random_uuid() modulo 30 (the bytes outside its version and
-- variant bits; the slight bias of 256 mod 30 does not matter for a code that is checked
-- against the event's own list, not a secret that guards anything alone).
CREATE FUNCTION "karamu_card_short_code"() RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT string_agg(substr('23456789ABCDEFGHJKMNPQRSTVWXYZ', get_byte(r.b, i) % 30 + 1, 1), '' ORDER BY i)
  FROM (SELECT uuid_send(gen_random_uuid()) AS b) r, unnest(ARRAY[0, 1, 2, 3, 4, 5, 9, 10]) AS i
$$;
--> statement-breakpoint
-- A volatile default fills every existing guest with a code of their own (the backfill).
ALTER TABLE "guest_records" ADD COLUMN "card_short_code" text DEFAULT karamu_card_short_code() NOT NULL;
--> statement-breakpoint
-- Two guests of one event that drew the same code (rare) draw again until none do.
DO $$
BEGIN
  LOOP
    UPDATE "guest_records" SET "card_short_code" = karamu_card_short_code()
    WHERE "id" IN (
      SELECT "id" FROM (
        SELECT "id", row_number() OVER (PARTITION BY "event_id", "card_short_code" ORDER BY "id") AS n
        FROM "guest_records"
      ) d WHERE d.n > 1
    );
    EXIT WHEN NOT FOUND;
  END LOOP;
END $$;
--> statement-breakpoint
CREATE UNIQUE INDEX "guests_event_card_short_code_key" ON "guest_records" USING btree ("event_id","card_short_code");
--> statement-breakpoint
-- A new guest whose drawn code another guest of the event holds draws again, so an insert
-- (by hand, the import, anything later) never fails on the index above. A BEFORE ROW trigger
-- sees the rows the same statement inserted before it, so one import's guests differ too.
CREATE FUNCTION "karamu_unique_card_short_code"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WHILE EXISTS (
    SELECT 1 FROM "guest_records"
    WHERE "event_id" = NEW."event_id" AND "card_short_code" = NEW."card_short_code" AND "id" <> NEW."id"
  ) LOOP
    NEW."card_short_code" := karamu_card_short_code();
  END LOOP;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "guest_records_card_short_code" BEFORE INSERT ON "guest_records"
  FOR EACH ROW EXECUTE FUNCTION karamu_unique_card_short_code();
--> statement-breakpoint
CREATE OR REPLACE VIEW "guests" AS SELECT * FROM "guest_records"
  WHERE "import_id" IS NULL OR "import_id" NOT IN (SELECT "id" FROM "guest_imports");
--> statement-breakpoint
-- Cash taken for a card (at the door or later): a payment of provider and channel `cash`,
-- its receipt the reference written on the paper receipt, with an optional note. A receipt
-- book's numbers are the organiser's, not a provider's, so a cash receipt is unique per
-- guest (recording it again is the same payment), not across the installation.
ALTER TABLE "payments" ADD COLUMN "note" text;
--> statement-breakpoint
DROP INDEX "payments_provider_receipt_key";
--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_receipt_key" ON "payments" USING btree ("provider","provider_receipt") WHERE "payments"."provider_receipt" is not null and "payments"."provider" <> 'cash';
--> statement-breakpoint
CREATE UNIQUE INDEX "payments_cash_receipt_key" ON "payments" USING btree ("guest_id","provider_receipt") WHERE "payments"."provider" = 'cash';
--> statement-breakpoint
-- Organisers record cash for their own events' cards (ADD_PAYMENTS, scope `assigned`): the
-- built-in role made before this release gets it, unless an administrator took its
-- READ_PAYMENTS away (then it was narrowed on purpose, and stays so).
INSERT INTO "role_privileges" ("role_id", "privilege")
  SELECT "role_id", 'ADD_PAYMENTS' FROM "role_privileges" rp
  JOIN "roles" r ON r."id" = rp."role_id"
  WHERE lower(r."name") = 'event organiser' AND rp."privilege" = 'READ_PAYMENTS'
  ON CONFLICT DO NOTHING;
