/**
 * Vendor profiles (decisions 0036, 0037): what an owner writes, what a moderator decides, and
 * a vendor as the dashboard and the public directory show it. Prices are integer minor units
 * with their currency. Phone and WhatsApp numbers are international numbers ('+' added when
 * missing), like an account's number.
 */
import { z } from 'zod';
import { FORM_MESSAGES } from '../constants';
import { amountMinorSchema, currencySchema } from '../format/money';
import { versionSchema } from '../list-query';
import { signupPhoneSchema } from '../platform/signup';
import { optionalText, recordMetaSchema, requiredName } from '../schema-parts';
import { vendorPhotoRefSchema } from './vendor-gallery';

export const VENDOR_STATUSES = ['draft', 'pending', 'published', 'suspended'] as const;
export type VendorStatus = (typeof VENDOR_STATUSES)[number];

/** How many photos one vendor's gallery holds, and how many service categories it names. */
export const VENDOR_LIMITS = {
  photos: 40,
  categories: 10,
  socialLinks: 6,
  services: 100,
} as const;

/** An http(s) link, or null when blank; the forms' invalid-link message otherwise. */
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
