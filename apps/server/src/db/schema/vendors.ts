/** The vendors area's tables: vendor profiles, services, photos, reviews, enquiries and bookings for events. */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  BOOKING_STATUSES,
  ENQUIRY_STATUSES,
  VENDOR_PRICINGS,
  VENDOR_STATUSES,
} from '@karamu/shared';
import { uuidPrimaryKey, createdAt, updatedAt, version, bytea } from './columns';
import { categories, createdBy, recordColumns, users } from './platform';
import { belongsToEvent, events } from './events';

/** A row of one vendor profile, deleted with it. */
export const belongsToVendor = () =>
  uuid('vendor_id')
    .notNull()
    .references(() => vendors.id, { onDelete: 'cascade' });

/**
 * The vendor area (decision 0036). A vendor profile belongs to the user who made it
 * (`owner_id`); every vendor-dashboard route acts only on the caller's own profiles and
 * what hangs off them. Only `published` profiles, and their published services, are public.
 */
export const vendors = pgTable(
  'vendors',
  {
    id: uuidPrimaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessName: text('business_name').notNull(),
    description: text('description'),
    region: text('region'),
    city: text('city'),
    mapUrl: text('map_url'),
    /** E.164. */
    phone: text('phone'),
    /** E.164: the number the WhatsApp button opens. */
    whatsapp: text('whatsapp'),
    email: text('email'),
    website: text('website'),
    /** Links to the vendor's social pages (https URLs). */
    socialLinks: jsonb('social_links').$type<string[]>().notNull().default([]),
    /** ISO 4217: the currency of the price range and, by default, of the services. */
    currency: text('currency').notNull(),
    priceMinMinor: bigint('price_min_minor', { mode: 'number' }),
    priceMaxMinor: bigint('price_max_minor', { mode: 'number' }),
    logoPhotoId: uuid('logo_photo_id').references((): AnyPgColumn => vendorPhotos.id, {
      onDelete: 'set null',
    }),
    coverPhotoId: uuid('cover_photo_id').references((): AnyPgColumn => vendorPhotos.id, {
      onDelete: 'set null',
    }),
    status: text('status', { enum: VENDOR_STATUSES }).notNull().default('draft'),
    /** Why a moderator suspended it (or sent it back): shown to the owner. */
    statusReason: text('status_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Storefront views, counted once per visitor and day (approximate, never a bill). */
    viewCount: integer('view_count').notNull().default(0),
    /**
     * Over the reviews that are not hidden, kept by the review service in the review's
     * transaction, so public search filters and sorts by rating without an aggregate.
     */
    reviewCount: integer('review_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    ...recordColumns(),
  },
  (t) => [
    index('vendors_owner_idx').on(t.ownerId),
    index('vendors_business_name_trgm_idx').using('gin', t.businessName.op('gin_trgm_ops')),
    index('vendors_city_lower_idx').on(sql`lower(${t.city})`),
    index('vendors_status_published_idx').on(t.status, t.publishedAt),
    // The directory's default order (best rated first) read from an index: the landing page
    // of /vendors then reads 12 index entries instead of sorting every published vendor.
    index('vendors_published_rating_idx')
      .on(
        sql`(${t.ratingSum}::float8 / nullif(${t.reviewCount}, 0)) desc nulls last`,
        sql`${t.reviewCount} desc`,
        t.id,
      )
      .where(sql`${t.status} = 'published'`),
    check(
      'vendors_status_check',
      sql`${t.status} in ('draft', 'pending', 'published', 'suspended')`,
    ),
    check(
      'vendors_price_range_check',
      sql`(${t.priceMinMinor} is null or ${t.priceMinMinor} >= 0) and (${t.priceMaxMinor} is null or ${t.priceMaxMinor} >= coalesce(${t.priceMinMinor}, 0))`,
    ),
    check(
      'vendors_rating_check',
      sql`${t.reviewCount} >= 0 and ${t.ratingSum} between ${t.reviewCount} and 5 * ${t.reviewCount}`,
    ),
  ],
);

/** A vendor's service categories (categories of kind `service`). */
export const vendorCategories = pgTable(
  'vendor_categories',
  {
    vendorId: belongsToVendor(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.vendorId, t.categoryId] }),
    index('vendor_categories_category_idx').on(t.categoryId, t.vendorId),
  ],
);

/** What a vendor sells: a price that is fixed, a starting price, or per unit (per guest...). */
export const vendorServices = pgTable(
  'vendor_services',
  {
    id: uuidPrimaryKey(),
    vendorId: belongsToVendor(),
    title: text('title').notNull(),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    description: text('description'),
    pricing: text('pricing', { enum: VENDOR_PRICINGS }).notNull(),
    priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
    /** ISO 4217. */
    currency: text('currency').notNull(),
    /** What one unit is ("guest", "hour") when the pricing is per unit; null otherwise. */
    unit: text('unit'),
    published: boolean('published').notNull().default(false),
    ...recordColumns(),
  },
  (t) => [
    index('vendor_services_vendor_idx').on(t.vendorId),
    index('vendor_services_category_idx').on(t.categoryId),
    index('vendor_services_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    index('vendor_services_price_idx').on(t.priceMinor, t.id),
    check('vendor_services_pricing_check', sql`${t.pricing} in ('fixed', 'from', 'per_unit')`),
    check('vendor_services_price_check', sql`${t.priceMinor} >= 0`),
    check('vendor_services_unit_check', sql`(${t.pricing} = 'per_unit') = (${t.unit} is not null)`),
  ],
);

/**
 * A photo in a vendor's gallery, optionally shown with one of its services. The bytes live
 * in `vendor_photo_files`, one row per size and format, re-encoded (no EXIF, no GPS).
 */
export const vendorPhotos = pgTable(
  'vendor_photos',
  {
    id: uuidPrimaryKey(),
    vendorId: belongsToVendor(),
    serviceId: uuid('service_id').references(() => vendorServices.id, { onDelete: 'set null' }),
    /** Gallery order, from 0. */
    position: integer('position').notNull(),
    /** Required before the vendor is submitted for review. */
    altText: text('alt_text'),
    /** The largest size kept, in pixels. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
    createdBy: createdBy(),
  },
  (t) => [index('vendor_photos_vendor_position_idx').on(t.vendorId, t.position)],
);

export const vendorPhotoFiles = pgTable(
  'vendor_photo_files',
  {
    photoId: uuid('photo_id')
      .notNull()
      .references(() => vendorPhotos.id, { onDelete: 'cascade' }),
    /** Width in pixels and format, as the file name says it: `640.webp`. */
    variant: text('variant').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.photoId, t.variant] })],
);

/** A vendor's request that a client review them: the SMS carries a one-time link. */
export const vendorReviewInvitations = pgTable(
  'vendor_review_invitations',
  {
    id: uuidPrimaryKey(),
    vendorId: belongsToVendor(),
    /** SHA-256 of the link's token: the token itself is only in the SMS. */
    tokenHash: text('token_hash').notNull(),
    clientName: text('client_name').notNull(),
    /** E.164. */
    clientPhone: text('client_phone').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
    createdBy: createdBy(),
  },
  (t) => [
    uniqueIndex('vendor_review_invitations_token_key').on(t.tokenHash),
    index('vendor_review_invitations_vendor_idx').on(t.vendorId, t.createdAt),
  ],
);

/**
 * A review by a real client: through an invitation, or by an organiser who linked the
 * vendor to one of their events. Hidden reviews count in no average.
 */
export const vendorReviews = pgTable(
  'vendor_reviews',
  {
    id: uuidPrimaryKey(),
    vendorId: belongsToVendor(),
    invitationId: uuid('invitation_id').references(() => vendorReviewInvitations.id, {
      onDelete: 'set null',
    }),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'set null' }),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    rating: integer('rating').notNull(),
    body: text('body'),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    reportReason: text('report_reason'),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    hiddenBy: uuid('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('vendor_reviews_invitation_key').on(t.invitationId),
    uniqueIndex('vendor_reviews_event_key').on(t.vendorId, t.eventId),
    index('vendor_reviews_vendor_idx').on(t.vendorId, t.createdAt),
    check('vendor_reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

/** A visitor's question to a vendor from the storefront. */
export const vendorEnquiries = pgTable(
  'vendor_enquiries',
  {
    id: uuidPrimaryKey(),
    vendorId: belongsToVendor(),
    serviceId: uuid('service_id').references(() => vendorServices.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** E.164. */
    phone: text('phone').notNull(),
    email: text('email'),
    /** The day of the event, as the visitor gave it (no zone: a calendar day). */
    eventDate: text('event_date'),
    guestCount: integer('guest_count'),
    message: text('message').notNull(),
    status: text('status', { enum: ENQUIRY_STATUSES }).notNull().default('new'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    index('vendor_enquiries_vendor_idx').on(t.vendorId, t.createdAt),
    check(
      'vendor_enquiries_status_check',
      sql`${t.status} in ('new', 'replied', 'booked', 'closed')`,
    ),
    check('vendor_enquiries_guests_check', sql`${t.guestCount} is null or ${t.guestCount} >= 0`),
  ],
);

/**
 * A vendor of an event (an event vendor): the organiser picked the vendor (and maybe one of its services)
 * from the directory. It is a booking the vendor confirms or declines; a confirmed one of an
 * event that has started lets the organiser review the vendor (decision 0060).
 */
export const eventVendors = pgTable(
  'event_vendors',
  {
    eventId: belongsToEvent(),
    vendorId: belongsToVendor(),
    serviceId: uuid('service_id').references(() => vendorServices.id, { onDelete: 'set null' }),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('requested'),
    /** When the vendor confirmed or declined (null: not yet, or carried over by migration). */
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    createdAt: createdAt(),
    createdBy: createdBy(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.vendorId] }),
    index('event_vendors_vendor_idx').on(t.vendorId),
    check('event_vendors_status_check', sql`${t.status} in ('requested', 'confirmed', 'declined')`),
  ],
);
