CREATE TABLE "phone_verification_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "signed_up" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "verified_phone" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sms_daily_allowance" integer;--> statement-breakpoint
ALTER TABLE "phone_verification_codes" ADD CONSTRAINT "phone_verification_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "phone_verification_codes_user_idx" ON "phone_verification_codes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "phone_verification_codes_phone_idx" ON "phone_verification_codes" USING btree ("phone","created_at");--> statement-breakpoint
-- Accounts made at /create-event before this migration: sign-up set created_by to themselves (decision 0009).
UPDATE "users" SET "signed_up" = true WHERE "created_by" = "id";
