CREATE TABLE "event_vendors" (
	"event_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"service_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	CONSTRAINT "event_vendors_event_id_vendor_id_pk" PRIMARY KEY("event_id","vendor_id")
);
--> statement-breakpoint
CREATE TABLE "vendor_categories" (
	"vendor_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	CONSTRAINT "vendor_categories_vendor_id_category_id_pk" PRIMARY KEY("vendor_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "vendor_enquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"service_id" uuid,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"event_date" text,
	"guest_count" integer,
	"message" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "vendor_enquiries_status_check" CHECK ("vendor_enquiries"."status" in ('new', 'replied', 'booked', 'closed')),
	CONSTRAINT "vendor_enquiries_guests_check" CHECK ("vendor_enquiries"."guest_count" is null or "vendor_enquiries"."guest_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vendor_photo_files" (
	"photo_id" uuid NOT NULL,
	"variant" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "vendor_photo_files_photo_id_variant_pk" PRIMARY KEY("photo_id","variant")
);
--> statement-breakpoint
CREATE TABLE "vendor_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"service_id" uuid,
	"position" integer NOT NULL,
	"alt_text" text,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
CREATE TABLE "vendor_review_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"client_name" text NOT NULL,
	"client_phone" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
CREATE TABLE "vendor_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"invitation_id" uuid,
	"event_id" uuid,
	"author_user_id" uuid,
	"author_name" text NOT NULL,
	"rating" integer NOT NULL,
	"body" text,
	"reply" text,
	"replied_at" timestamp with time zone,
	"reported_at" timestamp with time zone,
	"report_reason" text,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"hidden_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "vendor_reviews_rating_check" CHECK ("vendor_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "vendor_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"title" text NOT NULL,
	"category_id" uuid,
	"description" text,
	"pricing" text NOT NULL,
	"price_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"unit" text,
	"published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "vendor_services_pricing_check" CHECK ("vendor_services"."pricing" in ('fixed', 'from', 'per_unit')),
	CONSTRAINT "vendor_services_price_check" CHECK ("vendor_services"."price_minor" >= 0),
	CONSTRAINT "vendor_services_unit_check" CHECK (("vendor_services"."pricing" = 'per_unit') = ("vendor_services"."unit" is not null))
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"business_name" text NOT NULL,
	"description" text,
	"region" text,
	"city" text,
	"map_url" text,
	"phone" text,
	"whatsapp" text,
	"email" text,
	"website" text,
	"social_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"currency" text NOT NULL,
	"price_min_minor" bigint,
	"price_max_minor" bigint,
	"logo_photo_id" uuid,
	"cover_photo_id" uuid,
	"status" text DEFAULT 'draft' NOT NULL,
	"status_reason" text,
	"submitted_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"view_count" integer DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "vendors_status_check" CHECK ("vendors"."status" in ('draft', 'pending', 'published', 'suspended')),
	CONSTRAINT "vendors_price_range_check" CHECK (("vendors"."price_min_minor" is null or "vendors"."price_min_minor" >= 0) and ("vendors"."price_max_minor" is null or "vendors"."price_max_minor" >= coalesce("vendors"."price_min_minor", 0))),
	CONSTRAINT "vendors_rating_check" CHECK ("vendors"."review_count" >= 0 and "vendors"."rating_sum" between "vendors"."review_count" and 5 * "vendors"."review_count")
);
--> statement-breakpoint
ALTER TABLE "event_vendors" ADD CONSTRAINT "event_vendors_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_vendors" ADD CONSTRAINT "event_vendors_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_vendors" ADD CONSTRAINT "event_vendors_service_id_vendor_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."vendor_services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_vendors" ADD CONSTRAINT "event_vendors_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_categories" ADD CONSTRAINT "vendor_categories_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_categories" ADD CONSTRAINT "vendor_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_enquiries" ADD CONSTRAINT "vendor_enquiries_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_enquiries" ADD CONSTRAINT "vendor_enquiries_service_id_vendor_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."vendor_services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_photo_files" ADD CONSTRAINT "vendor_photo_files_photo_id_vendor_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."vendor_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_photos" ADD CONSTRAINT "vendor_photos_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_photos" ADD CONSTRAINT "vendor_photos_service_id_vendor_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."vendor_services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_photos" ADD CONSTRAINT "vendor_photos_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_review_invitations" ADD CONSTRAINT "vendor_review_invitations_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_review_invitations" ADD CONSTRAINT "vendor_review_invitations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_reviews" ADD CONSTRAINT "vendor_reviews_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_reviews" ADD CONSTRAINT "vendor_reviews_invitation_id_vendor_review_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."vendor_review_invitations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_reviews" ADD CONSTRAINT "vendor_reviews_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_reviews" ADD CONSTRAINT "vendor_reviews_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_reviews" ADD CONSTRAINT "vendor_reviews_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_services" ADD CONSTRAINT "vendor_services_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_services" ADD CONSTRAINT "vendor_services_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_services" ADD CONSTRAINT "vendor_services_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_logo_photo_id_vendor_photos_id_fk" FOREIGN KEY ("logo_photo_id") REFERENCES "public"."vendor_photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_cover_photo_id_vendor_photos_id_fk" FOREIGN KEY ("cover_photo_id") REFERENCES "public"."vendor_photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_vendors_vendor_idx" ON "event_vendors" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "vendor_categories_category_idx" ON "vendor_categories" USING btree ("category_id","vendor_id");--> statement-breakpoint
CREATE INDEX "vendor_enquiries_vendor_idx" ON "vendor_enquiries" USING btree ("vendor_id","created_at");--> statement-breakpoint
CREATE INDEX "vendor_photos_vendor_position_idx" ON "vendor_photos" USING btree ("vendor_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_review_invitations_token_key" ON "vendor_review_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "vendor_review_invitations_vendor_idx" ON "vendor_review_invitations" USING btree ("vendor_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_reviews_invitation_key" ON "vendor_reviews" USING btree ("invitation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_reviews_event_key" ON "vendor_reviews" USING btree ("vendor_id","event_id");--> statement-breakpoint
CREATE INDEX "vendor_reviews_vendor_idx" ON "vendor_reviews" USING btree ("vendor_id","created_at");--> statement-breakpoint
CREATE INDEX "vendor_services_vendor_idx" ON "vendor_services" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "vendor_services_category_idx" ON "vendor_services" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "vendor_services_title_trgm_idx" ON "vendor_services" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vendor_services_price_idx" ON "vendor_services" USING btree ("price_minor","id");--> statement-breakpoint
CREATE INDEX "vendors_owner_idx" ON "vendors" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "vendors_business_name_trgm_idx" ON "vendors" USING gin ("business_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vendors_city_lower_idx" ON "vendors" USING btree (lower("city"));--> statement-breakpoint
CREATE INDEX "vendors_status_published_idx" ON "vendors" USING btree ("status","published_at");