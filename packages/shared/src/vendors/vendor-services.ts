/**
 * A vendor's services: what it offers, at a fixed price, from a price or per unit, in integer
 * minor units of the service's currency. Only a published service of a published vendor is
 * public.
 */
import { z } from 'zod';
import { amountMinorSchema, currencySchema } from '../format/money';
import { versionSchema } from '../list-query';
import { optionalText, recordMetaSchema, requiredName } from '../schema-parts';
import { vendorPhotoRefSchema } from './vendor-gallery';

export const VENDOR_PRICINGS = ['fixed', 'from', 'per_unit'] as const;
export type VendorPricing = (typeof VENDOR_PRICINGS)[number];

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

/** `GET /api/vendor-services?vendorId=`: one vendor's services, for its owner. */
export const vendorServicesQuerySchema = z.strictObject({
  vendorId: z.uuid('must be a vendor id'),
});
