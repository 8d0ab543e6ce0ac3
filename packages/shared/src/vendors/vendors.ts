/**
 * The vendor area (decision 0036): vendor profiles, their services, and the public
 * directory's query. Prices are integer minor units with their currency. Phone and WhatsApp
 * numbers are international numbers ('+' added when missing), like an account's number.
 */
import { z } from 'zod';
import { FORM_MESSAGES } from '../constants';
import { MAX_AMOUNT_MINOR, amountMinorSchema, currencySchema } from '../format/money';
import { versionSchema } from '../list-query';
import { signupPhoneSchema } from '../platform/signup';
import { optionalText, recordMetaSchema, requiredName } from '../schema-parts';
import { BOOKING_STATUSES, SUPPLIER_REVIEW_STATES } from './vendor-bookings';

export const VENDOR_STATUSES = ['draft', 'pending', 'published', 'suspended'] as const;
export type VendorStatus = (typeof VENDOR_STATUSES)[number];

export const VENDOR_PRICINGS = ['fixed', 'from', 'per_unit'] as const;
export type VendorPricing = (typeof VENDOR_PRICINGS)[number];

/** Where a vendor stands with a storefront enquiry. */
export const ENQUIRY_STATUSES = ['new', 'replied', 'booked', 'closed'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

/** How many photos one vendor's gallery holds, and how many service categories it names. */
export const VENDOR_LIMITS = {
  photos: 40,
  categories: 10,
  socialLinks: 6,
  services: 100,
} as const;

/** An http(s) link, or null when blank; the section-5 message otherwise. */
const optionalLink = z
  .string()
  .trim()
  .max(500, FORM_MESSAGES.invalidLink)
  .nullish()
  .transform((value) => (value === undefined ? undefined : value || null))
  .pipe(
    z
      .url({ protocol: /^https?$/, hostname: z.regexes.domain, error: FORM_MESSAGES.invalidLink })
      .nullish(),
  );

const optionalPhone = z.union([z.literal('').transform(() => null), signupPhoneSchema]).nullish();

const optionalEmail = z
  .email('Invalid e-mail address')
  .max(254, 'Invalid e-mail address')
  .nullish()
  .or(z.literal('').transform(() => null));

const vendorFields = {
  businessName: requiredName('Business name', 120),
  categoryIds: z
    .array(z.uuid('Unknown category'), { error: 'Categories must be a list' })
    .max(VENDOR_LIMITS.categories, `At most ${VENDOR_LIMITS.categories} categories`),
  description: optionalText('Description', 5000),
  region: optionalText('Region', 100),
  city: optionalText('City', 100),
  mapUrl: optionalLink,
  phone: optionalPhone,
  whatsapp: optionalPhone,
  email: optionalEmail,
  website: optionalLink,
  socialLinks: z
    .array(
      z
        .string()
        .trim()
        .max(500, FORM_MESSAGES.invalidLink)
        .pipe(
          z.url({
            protocol: /^https?$/,
            hostname: z.regexes.domain,
            error: FORM_MESSAGES.invalidLink,
          }),
        ),
      { error: 'Social links must be a list' },
    )
    .max(VENDOR_LIMITS.socialLinks, `At most ${VENDOR_LIMITS.socialLinks} social links`),
  currency: currencySchema,
  priceMinMinor: amountMinorSchema('Lowest price').nullish(),
  priceMaxMinor: amountMinorSchema('Highest price').nullish(),
};

const priceRangeInOrder = (
  value: { priceMinMinor?: number | null; priceMaxMinor?: number | null },
  ctx: z.RefinementCtx,
) => {
  const { priceMinMinor: min, priceMaxMinor: max } = value;
  if (min != null && max != null && max < min) {
    ctx.addIssue({
      code: 'custom',
      path: ['priceMaxMinor'],
      message: 'Highest price must be greater than lowest price',
    });
  }
};

export const createVendorInputSchema = z
  .strictObject({
    ...vendorFields,
    categoryIds: vendorFields.categoryIds.default([]),
    socialLinks: vendorFields.socialLinks.default([]),
  })
  .superRefine(priceRangeInOrder);
export type CreateVendorInput = z.input<typeof createVendorInputSchema>;

/** The logo and cover are chosen among the vendor's own photos (null clears). */
export const updateVendorInputSchema = z
  .strictObject({
    ...vendorFields,
    logoPhotoId: z.uuid('Unknown photo').nullish(),
    coverPhotoId: z.uuid('Unknown photo').nullish(),
  })
  .partial()
  .extend({ version: versionSchema })
  .superRefine(priceRangeInOrder);
export type UpdateVendorInput = z.input<typeof updateVendorInputSchema>;

/** A moderator's decision on a vendor (SUPER_ADMIN, decision 0036). */
export const moderateVendorInputSchema = z.discriminatedUnion(
  'action',
  [
    z.strictObject({ action: z.literal('approve'), version: versionSchema }),
    z.strictObject({
      action: z.enum(['suspend', 'reject']),
      reason: requiredName('Reason', 500),
      version: versionSchema,
    }),
  ],
  { error: 'Action must be approve, reject or suspend' },
);
export type ModerateVendorInput = z.input<typeof moderateVendorInputSchema>;

/**
 * The sizes a gallery photo is kept in (widths in pixels, WebP): every width up to the
 * photo's own, and the photo's own width when it is smaller than the largest. The files are
 * `GET /api/vendor-photos/<photo id>/<width>.webp`, immutable: a photo's bytes never change
 * under its id (a new upload is a new photo).
 */
export const VENDOR_PHOTO_WIDTHS = [320, 640, 1280] as const;

export const vendorPhotoUrl = (photoId: string, width: number) =>
  `/api/vendor-photos/${photoId}/${width}.webp`;

/** The stored widths of a photo `width` pixels wide, smallest first. */
export function vendorPhotoWidths(width: number): number[] {
  const below = VENDOR_PHOTO_WIDTHS.filter((candidate) => candidate < width);
  const largest = VENDOR_PHOTO_WIDTHS[VENDOR_PHOTO_WIDTHS.length - 1]!;
  return width >= largest ? [...below.filter((w) => w < largest), largest] : [...below, width];
}

/** What pages need to show a photo: its `srcset` candidates. */
export const vendorPhotoRef = (photo: {
  id: string;
  altText: string | null;
  width: number;
  height: number;
}): VendorPhotoRef => ({
  id: photo.id,
  altText: photo.altText,
  width: photo.width,
  height: photo.height,
  sources: vendorPhotoWidths(photo.width).map((width) => ({
    url: vendorPhotoUrl(photo.id, width),
    width,
    type: 'image/webp',
  })),
});

/** A photo as pages show it: `srcset` candidates from the stored sizes. */
export const vendorPhotoRefSchema = z.object({
  id: z.uuid(),
  altText: z.string().nullable(),
  width: z.number().int(),
  height: z.number().int(),
  /** `/api/vendor-photos/<id>/<width>.webp` per size, smallest first. */
  sources: z.array(z.object({ url: z.string(), width: z.number().int(), type: z.string() })),
});
export type VendorPhotoRef = z.infer<typeof vendorPhotoRefSchema>;

const categoryRefSchema = z.object({ id: z.uuid(), name: z.string() });

const vendorPublicFields = {
  id: z.uuid(),
  businessName: z.string(),
  categories: z.array(categoryRefSchema),
  description: z.string().nullable(),
  region: z.string().nullable(),
  city: z.string().nullable(),
  mapUrl: z.string().nullable(),
  phone: z.string().nullable(),
  whatsapp: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  socialLinks: z.array(z.string()),
  currency: z.string(),
  priceMinMinor: z.number().int().nullable(),
  priceMaxMinor: z.number().int().nullable(),
  logo: vendorPhotoRefSchema.nullable(),
  cover: vendorPhotoRefSchema.nullable(),
  reviewCount: z.number().int(),
  /** Mean of the visible reviews' ratings, two decimals; null without reviews. */
  rating: z.number().nullable(),
  publishedAt: z.string().nullable(),
};

/** A vendor as its owner (and moderators) see it in the dashboard. */
export const vendorSchema = recordMetaSchema.extend({
  ...vendorPublicFields,
  categoryIds: z.array(z.uuid()),
  logoPhotoId: z.uuid().nullable(),
  coverPhotoId: z.uuid().nullable(),
  status: z.enum(VENDOR_STATUSES),
  statusReason: z.string().nullable(),
  submittedAt: z.string().nullable(),
  viewCount: z.number().int(),
  ownerId: z.uuid(),
});
export type Vendor = z.infer<typeof vendorSchema>;

/** A published vendor in the public directory: no owner, status or counters. */
export const publicVendorSchema = z.object(vendorPublicFields);
export type PublicVendor = z.infer<typeof publicVendorSchema>;

const serviceFields = {
  title: requiredName('Title', 160),
  categoryId: z.uuid('Unknown category').nullish(),
  description: optionalText('Description', 5000),
  pricing: z.enum(VENDOR_PRICINGS, { error: 'Pricing must be fixed, from or per unit' }),
  priceMinor: amountMinorSchema('Price'),
  currency: currencySchema,
  unit: optionalText('Unit', 40),
  published: z.boolean({ error: 'Published must be true or false' }),
};

const unitMatchesPricing = (
  value: { pricing?: VendorPricing; unit?: string | null },
  ctx: z.RefinementCtx,
) => {
  if (value.pricing === 'per_unit' && !value.unit) {
    ctx.addIssue({
      code: 'custom',
      path: ['unit'],
      message: 'Unit is required for a price per unit',
    });
  }
};

export const createVendorServiceInputSchema = z
  .strictObject({
    vendorId: z.uuid('Unknown vendor'),
    ...serviceFields,
    published: serviceFields.published.default(false),
  })
  .superRefine(unitMatchesPricing);
export type CreateVendorServiceInput = z.input<typeof createVendorServiceInputSchema>;

/** A change of pricing away from per unit clears the unit on the server. */
export const updateVendorServiceInputSchema = z
  .strictObject(serviceFields)
  .partial()
  .extend({ version: versionSchema })
  .superRefine(unitMatchesPricing);
export type UpdateVendorServiceInput = z.input<typeof updateVendorServiceInputSchema>;

const servicePublicFields = {
  id: z.uuid(),
  vendorId: z.uuid(),
  title: z.string(),
  categoryId: z.uuid().nullable(),
  categoryName: z.string().nullable(),
  description: z.string().nullable(),
  pricing: z.enum(VENDOR_PRICINGS),
  priceMinor: z.number().int(),
  currency: z.string(),
  unit: z.string().nullable(),
  photos: z.array(vendorPhotoRefSchema),
};

export const vendorServiceSchema = recordMetaSchema.extend({
  ...servicePublicFields,
  published: z.boolean(),
});
export type VendorService = z.infer<typeof vendorServiceSchema>;

/** A published service of a published vendor, with what a result card shows of the vendor. */
export const publicServiceSchema = z.object({
  ...servicePublicFields,
  vendor: z.object({
    id: z.uuid(),
    businessName: z.string(),
    city: z.string().nullable(),
    rating: z.number().nullable(),
    reviewCount: z.number().int(),
  }),
});
export type PublicService = z.infer<typeof publicServiceSchema>;

export const VENDOR_SORTS = ['rating', 'reviews', 'newest', 'price', '-price'] as const;
export type VendorSort = (typeof VENDOR_SORTS)[number];

const pageSize = z.coerce
  .number()
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(48, 'must be at most 48')
  .default(12);

const directoryPrice = z.coerce
  .number()
  .int('must be a whole number')
  .min(0, 'cannot be negative')
  .max(MAX_AMOUNT_MINOR, 'is too large')
  .optional();

/**
 * `GET /api/public/vendors` and `/api/public/services`: what the directory's URL carries,
 * so a shared link opens the same results. Price bounds compare with the vendor's range
 * (vendors) or the service's price (services), in minor units of `currency` when given.
 */
export const publicDirectoryQuerySchema = z
  .strictObject({
    q: z.string().trim().max(100, 'must be at most 100 characters').optional(),
    category: z.uuid('must be a category id').optional(),
    city: z.string().trim().max(100, 'must be at most 100 characters').optional(),
    minRating: z.coerce
      .number()
      .int('must be a whole number')
      .min(1, 'must be between 1 and 5')
      .max(5, 'must be between 1 and 5')
      .optional(),
    minPrice: directoryPrice,
    maxPrice: directoryPrice,
    currency: currencySchema.optional(),
    sort: z
      .enum(VENDOR_SORTS, { error: 'must be rating, reviews, newest, price or -price' })
      .default('rating'),
    page: z.coerce
      .number()
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(1000, 'must be at most 1000')
      .default(1),
    size: pageSize,
  })
  .superRefine((query, ctx) => {
    if (
      query.minPrice !== undefined &&
      query.maxPrice !== undefined &&
      query.maxPrice < query.minPrice
    ) {
      ctx.addIssue({ code: 'custom', path: ['maxPrice'], message: 'must not be below minPrice' });
    }
  });
export type PublicDirectoryQuery = z.infer<typeof publicDirectoryQuerySchema>;
export type PublicDirectoryQueryInput = z.input<typeof publicDirectoryQuerySchema>;

export type PublicPage<T> = { items: T[]; total: number; page: number; size: number };

/**
 * What a vendor needs before it can be submitted for review (decision 0037): the same list
 * the server checks on submit and the dashboard home shows, so both say the same thing.
 */
export const VENDOR_CHECKLIST_ITEMS = [
  { key: 'businessName', label: 'Business name' },
  { key: 'categories', label: 'At least one service category' },
  { key: 'city', label: 'City' },
  { key: 'contact', label: 'A phone or WhatsApp number' },
  { key: 'description', label: 'Description' },
  { key: 'publishedService', label: 'At least one published service' },
  { key: 'cover', label: 'A cover photo' },
  { key: 'altText', label: 'A description (alt text) on every photo' },
] as const;
export type VendorChecklistKey = (typeof VENDOR_CHECKLIST_ITEMS)[number]['key'];

/** The facts the checklist reads: the profile's fields and counts of what hangs off it. */
export type VendorChecklistFacts = {
  businessName: string;
  categoryCount: number;
  city: string | null;
  phone: string | null;
  whatsapp: string | null;
  description: string | null;
  publishedServiceCount: number;
  coverPhotoId: string | null;
  photosWithoutAltText: number;
};

export const vendorChecklistItemSchema = z.object({
  key: z.enum(VENDOR_CHECKLIST_ITEMS.map((item) => item.key) as [VendorChecklistKey]),
  label: z.string(),
  done: z.boolean(),
});
export type VendorChecklistItem = z.infer<typeof vendorChecklistItemSchema>;

const filled = (text: string | null) => text !== null && text.trim() !== '';

/** Every item with whether it is done, in the order the dashboard lists them. */
export function vendorChecklist(facts: VendorChecklistFacts): VendorChecklistItem[] {
  const done: Record<VendorChecklistKey, boolean> = {
    businessName: filled(facts.businessName),
    categories: facts.categoryCount > 0,
    city: filled(facts.city),
    contact: filled(facts.phone) || filled(facts.whatsapp),
    description: filled(facts.description),
    publishedService: facts.publishedServiceCount > 0,
    cover: facts.coverPhotoId !== null,
    altText: facts.photosWithoutAltText === 0,
  };
  return VENDOR_CHECKLIST_ITEMS.map(({ key, label }) => ({ key, label, done: done[key] }));
}

/** `GET /api/vendor-dashboard/summary?vendorId=`: the dashboard home's figures. */
export const vendorDashboardQuerySchema = z.strictObject({
  vendorId: z.uuid('must be a vendor id'),
});

export const vendorDashboardSummarySchema = z.object({
  vendorId: z.uuid(),
  status: z.enum(VENDOR_STATUSES),
  statusReason: z.string().nullable(),
  viewCount: z.number().int(),
  newEnquiryCount: z.number().int(),
  reviewCount: z.number().int(),
  rating: z.number().nullable(),
  checklist: z.array(vendorChecklistItemSchema),
});
export type VendorDashboardSummary = z.infer<typeof vendorDashboardSummarySchema>;

/** `GET /api/vendor-services?vendorId=`: one vendor's services, for its owner. */
export const vendorServicesQuerySchema = z.strictObject({
  vendorId: z.uuid('must be a vendor id'),
});

/** `POST /api/events/:eventId/vendors`: an organiser picks a published vendor (and maybe a service). */
export const linkEventVendorInputSchema = z.strictObject({
  vendorId: z.uuid('Unknown vendor'),
  serviceId: z.uuid('Unknown service').nullish(),
});
export type LinkEventVendorInput = z.input<typeof linkEventVendorInputSchema>;

/** A supplier of an event, as the event's pages show it. */
export const eventVendorSchema = z.object({
  vendorId: z.uuid(),
  businessName: z.string(),
  city: z.string().nullable(),
  phone: z.string().nullable(),
  whatsapp: z.string().nullable(),
  serviceId: z.uuid().nullable(),
  serviceTitle: z.string().nullable(),
  /** The chosen service's price as the vendor now lists it (null without a service). */
  servicePricing: z.enum(VENDOR_PRICINGS).nullable(),
  servicePriceMinor: z.number().int().nullable(),
  serviceCurrency: z.string().nullable(),
  serviceUnit: z.string().nullable(),
  /** The vendor's answer to the booking (decision 0060). */
  status: z.enum(BOOKING_STATUSES),
  /**
   * Whether the viewer may review the vendor now or why not: one review per event and one
   * per organiser, of a confirmed booking of an event that has started (decision 0060).
   */
  review: z.enum(SUPPLIER_REVIEW_STATES),
  created: z.string(),
});
export type EventVendor = z.infer<typeof eventVendorSchema>;

/** `GET /api/public/vendors/:id`: the storefront's data. */
export const publicVendorDetailSchema = publicVendorSchema.extend({
  services: z.array(publicServiceSchema.omit({ vendor: true })),
  /** The gallery in the owner's order. */
  photos: z.array(vendorPhotoRefSchema),
});
export type PublicVendorDetail = z.infer<typeof publicVendorDetailSchema>;
