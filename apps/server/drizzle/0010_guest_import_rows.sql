CREATE TABLE "guest_import_rows" (
	"import_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"email" text,
	"card_type" text,
	"admissions" integer,
	"table_name" text,
	"notes" text,
	"rsvp_status" text,
	"staged_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_import_rows_import_id_position_pk" PRIMARY KEY("import_id","position")
);
--> statement-breakpoint
CREATE INDEX "guest_import_rows_staged_idx" ON "guest_import_rows" USING btree ("staged_at");