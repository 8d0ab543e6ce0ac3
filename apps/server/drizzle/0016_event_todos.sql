CREATE TABLE "event_todos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"title" text NOT NULL,
	"notes" text,
	"due_on" date,
	"days_before" integer,
	"assignee_id" uuid,
	"status" text DEFAULT 'open' NOT NULL,
	"done_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"reminded_for" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "event_todos_status_check" CHECK ("event_todos"."status" in ('open', 'done')),
	CONSTRAINT "event_todos_due_check" CHECK (("event_todos"."due_on" is null) <> ("event_todos"."days_before" is null))
);
--> statement-breakpoint
ALTER TABLE "event_todos" ADD CONSTRAINT "event_todos_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_todos" ADD CONSTRAINT "event_todos_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_todos" ADD CONSTRAINT "event_todos_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_todos_event_idx" ON "event_todos" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "event_todos_open_idx" ON "event_todos" USING btree ("status","assignee_id");