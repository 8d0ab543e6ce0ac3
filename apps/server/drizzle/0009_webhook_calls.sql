CREATE TABLE "webhook_calls" (
	"provider" text NOT NULL,
	"kind" text NOT NULL,
	"provider_message_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_calls_provider_kind_provider_message_id_pk" PRIMARY KEY("provider","kind","provider_message_id")
);
--> statement-breakpoint
CREATE INDEX "webhook_calls_received_idx" ON "webhook_calls" USING btree ("received_at");