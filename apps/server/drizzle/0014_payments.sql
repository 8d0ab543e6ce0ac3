CREATE TABLE "payment_callbacks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid,
	"provider" text NOT NULL,
	"kind" text NOT NULL,
	"body" jsonb NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"occasion_id" uuid,
	"member_id" uuid,
	"event_id" uuid,
	"provider" text NOT NULL,
	"channel" text NOT NULL,
	"provider_request_id" text,
	"provider_receipt" text,
	"payer_phone" text,
	"payer_name" text,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"account_reference" text,
	"failure_reason" text,
	"contribution_id" uuid,
	"expires_at" timestamp with time zone,
	"last_queried_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"assigned_by" uuid,
	"assigned_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_minor" > 0),
	CONSTRAINT "payments_owner_check" CHECK (("payments"."type" = 'occasions' and "payments"."occasion_id" is not null) or ("payments"."type" = 'events' and "payments"."event_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "pay_token" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "account_code" text;--> statement-breakpoint
ALTER TABLE "payment_callbacks" ADD CONSTRAINT "payment_callbacks_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_occasion_id_occasions_id_fk" FOREIGN KEY ("occasion_id") REFERENCES "public"."occasions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_contribution_id_contributions_id_fk" FOREIGN KEY ("contribution_id") REFERENCES "public"."contributions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_callbacks_payment_idx" ON "payment_callbacks" USING btree ("payment_id","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_request_key" ON "payments" USING btree ("provider","provider_request_id") WHERE "payments"."provider_request_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_receipt_key" ON "payments" USING btree ("provider","provider_receipt") WHERE "payments"."provider_receipt" is not null;--> statement-breakpoint
CREATE INDEX "payments_type_created_idx" ON "payments" USING btree ("type","created_at","id");--> statement-breakpoint
CREATE INDEX "payments_occasion_created_idx" ON "payments" USING btree ("occasion_id","created_at","id");--> statement-breakpoint
CREATE INDEX "payments_event_created_idx" ON "payments" USING btree ("event_id","created_at","id");--> statement-breakpoint
CREATE INDEX "payments_member_idx" ON "payments" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "payments_pending_idx" ON "payments" USING btree ("expires_at") WHERE "payments"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "members_pay_token_key" ON "members" USING btree ("pay_token");--> statement-breakpoint
CREATE UNIQUE INDEX "members_account_code_key" ON "members" USING btree ("account_code");