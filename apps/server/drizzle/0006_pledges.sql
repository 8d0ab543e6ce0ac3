CREATE TABLE "contributions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"occasion_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"amount_minor" bigint NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"method" text DEFAULT 'cash' NOT NULL,
	"reference" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "contributions_amount_check" CHECK ("contributions"."amount_minor" > 0),
	CONSTRAINT "contributions_method_check" CHECK ("contributions"."method" in ('cash', 'mobile_money', 'bank', 'card', 'other'))
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"occasion_id" uuid NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"email" text,
	"pledged_minor" bigint DEFAULT 0 NOT NULL,
	"paid_minor" bigint DEFAULT 0 NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "members_pledged_check" CHECK ("members"."pledged_minor" >= 0),
	CONSTRAINT "members_paid_check" CHECK ("members"."paid_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "occasions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"currency" text NOT NULL,
	"target_minor" bigint,
	"default_country" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "occasions_target_check" CHECK ("occasions"."target_minor" is null or "occasions"."target_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "contributions" ADD CONSTRAINT "contributions_occasion_id_occasions_id_fk" FOREIGN KEY ("occasion_id") REFERENCES "public"."occasions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contributions" ADD CONSTRAINT "contributions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contributions" ADD CONSTRAINT "contributions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_occasion_id_occasions_id_fk" FOREIGN KEY ("occasion_id") REFERENCES "public"."occasions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occasions" ADD CONSTRAINT "occasions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contributions_member_idx" ON "contributions" USING btree ("member_id","paid_at");--> statement-breakpoint
CREATE INDEX "contributions_occasion_paid_idx" ON "contributions" USING btree ("occasion_id","paid_at","id");--> statement-breakpoint
CREATE INDEX "contributions_paid_idx" ON "contributions" USING btree ("paid_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "contributions_occasion_reference_key" ON "contributions" USING btree ("occasion_id",lower("reference")) WHERE "contributions"."reference" is not null;--> statement-breakpoint
CREATE INDEX "members_name_trgm_idx" ON "members" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "members_occasion_created_idx" ON "members" USING btree ("occasion_id","created_at","id");--> statement-breakpoint
CREATE INDEX "members_created_idx" ON "members" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "members_occasion_phone_key" ON "members" USING btree ("occasion_id","phone") WHERE "members"."phone" is not null;--> statement-breakpoint
CREATE INDEX "occasions_name_trgm_idx" ON "occasions" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "occasions_starts_at_idx" ON "occasions" USING btree ("starts_at","id");--> statement-breakpoint
CREATE INDEX "occasions_created_by_idx" ON "occasions" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "message_batches_context_idx" ON "message_batches" USING btree ("audience","context_id");