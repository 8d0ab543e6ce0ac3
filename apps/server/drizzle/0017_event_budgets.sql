CREATE TABLE "budget_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"category" text NOT NULL,
	"name" text NOT NULL,
	"estimated_minor" bigint DEFAULT 0 NOT NULL,
	"actual_minor" bigint,
	"due_on" date,
	"notes" text,
	"vendor_id" uuid,
	"service_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "budget_items_category_check" CHECK (category in ('venue', 'catering', 'decoration', 'photography', 'mc', 'attire', 'transport', 'other')),
	CONSTRAINT "budget_items_estimated_check" CHECK ("budget_items"."estimated_minor" >= 0),
	CONSTRAINT "budget_items_actual_check" CHECK ("budget_items"."actual_minor" is null or "budget_items"."actual_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "budgets" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"total_minor" bigint,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "budgets_total_check" CHECK ("budgets"."total_minor" is null or "budgets"."total_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "supplier_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"amount_minor" bigint NOT NULL,
	"paid_on" date NOT NULL,
	"method" text DEFAULT 'cash' NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	CONSTRAINT "supplier_payments_amount_check" CHECK ("supplier_payments"."amount_minor" > 0),
	CONSTRAINT "supplier_payments_method_check" CHECK (method in ('cash', 'mobile_money', 'bank', 'card', 'other'))
);
--> statement-breakpoint
ALTER TABLE "budget_items" ADD CONSTRAINT "budget_items_event_id_budgets_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."budgets"("event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_items" ADD CONSTRAINT "budget_items_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_items" ADD CONSTRAINT "budget_items_service_id_vendor_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."vendor_services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_items" ADD CONSTRAINT "budget_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_payments" ADD CONSTRAINT "supplier_payments_item_id_budget_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."budget_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_payments" ADD CONSTRAINT "supplier_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "budget_items_event_idx" ON "budget_items" USING btree ("event_id","created_at","id");--> statement-breakpoint
CREATE INDEX "budget_items_vendor_idx" ON "budget_items" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "supplier_payments_item_idx" ON "supplier_payments" USING btree ("item_id","paid_on");