-- Decision 0053: every guest has their answer link from the moment they are stored, so the
-- first send to 10,000 guests no longer writes 10,000 guest rows in its transaction. The
-- database gives the token, whichever path writes the guest (added by hand, the staged
-- import of 0034, anything later).
--
-- The same format as the app's tokens (newToken in rsvp-service.ts): 16 bytes in base64url
-- without padding, 22 characters. The bytes are a gen_random_uuid()'s (built into PostgreSQL
-- 13 and later, PGlite included, and drawn from the server's strong random source;
-- pgcrypto's gen_random_bytes would need an extension PGlite loads as another WebAssembly
-- module). A version 4 UUID fixes 6 of its 128 bits, so these tokens carry 122 random bits
-- against newToken's 128: still beyond guessing. Three UUIDs' random bytes would make the
-- full 128, but PGlite's strong random costs about 17 us a call on this machine, so they
-- would add some 5 s to an import of 100,000 guests. Written as one expression (no FROM),
-- the planner inlines the function into each insert.
CREATE FUNCTION "karamu_answer_token"() RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT rtrim(translate(encode(uuid_send(gen_random_uuid()), 'base64'), '+/', '-_'), '=')
$$;
--> statement-breakpoint
-- Hand edit: `guests` is a view of `guest_records` (0034). The default goes on the table, so
-- the import's inserts into the table get it, and inserts through the view use it too.
ALTER TABLE "guest_records" ALTER COLUMN "rsvp_token" SET DEFAULT karamu_answer_token();
--> statement-breakpoint
-- Guests stored before this get theirs now, except those whose link an organiser revoked
-- (the only way a link goes back to null, and audited): they stay without one until the
-- organiser or a send gives them a new one, as before.
UPDATE "guest_records" g SET "rsvp_token" = karamu_answer_token()
WHERE g."rsvp_token" IS NULL AND NOT EXISTS (
  SELECT 1 FROM "audit_log" a
  WHERE a."resource" = 'guests' AND a."record_id" = g."id"::text
    AND a."changes" -> 'answerLink' ->> 'after' = 'revoked'
);
