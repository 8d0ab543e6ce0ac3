/**
 * The service form: the shared create schema's rules, with the price typed as a decimal in
 * the chosen currency (sent as minor units) and the unit only for a price per unit.
 */
import { z } from 'zod';
import {
  createVendorServiceInputSchema,
  VENDOR_PRICINGS,
  type UpdateVendorServiceInput,
  type VendorPricing,
  type VendorService,
} from '@karamu/shared';
import { readAmountText, toAmountText } from '@/lib/amount-text';

export const PRICING_LABELS: Record<VendorPricing, string> = {
  fixed: 'Fixed price',
  from: 'From (starting price)',
  per_unit: 'Per unit (per guest, per hour…)',
};

export type ServiceFormValues = {
  title: string;
  categoryId: string;
  description: string;
  pricing: VendorPricing;
  price: string;
  currency: string;
  unit: string;
  published: boolean;
};

export type ServiceFormOutput = Omit<z.output<typeof createVendorServiceInputSchema>, 'vendorId'>;

/** The server's field names and the form's fields their messages go under. */
export const SERVICE_SERVER_FIELDS = {
  title: 'title',
  categoryId: 'categoryId',
  description: 'description',
  pricing: 'pricing',
  priceMinor: 'price',
  currency: 'currency',
  unit: 'unit',
  published: 'published',
} as const satisfies Record<string, keyof ServiceFormValues>;

/** `vendorId` only lets the server's schema run whole; the form never sends it. */
const PLACEHOLDER_VENDOR = '00000000-0000-4000-8000-000000000000';

export const serviceFormSchema = z
  .object({
    title: z.string(),
    categoryId: z.string(),
    description: z.string(),
    pricing: z.enum(VENDOR_PRICINGS),
    price: z.string(),
    currency: z.string().trim().min(1, 'Currency is required'),
    unit: z.string(),
    published: z.boolean(),
  })
  .transform((values, ctx): ServiceFormOutput => {
    let readable = true;
    const priceMinor = readAmountText(values.price, values.currency, (message) => {
      readable = false;
      ctx.addIssue({ code: 'custom', path: ['price'], message });
    });
    if (readable && priceMinor === null) {
      readable = false;
      ctx.addIssue({ code: 'custom', path: ['price'], message: 'Price is required' });
    }
    const parsed = createVendorServiceInputSchema.safeParse({
      vendorId: PLACEHOLDER_VENDOR,
      title: values.title,
      categoryId: values.categoryId || null,
      description: values.description.trim() || null,
      pricing: values.pricing,
      priceMinor: priceMinor ?? 0,
      currency: values.currency,
      // A unit only means something for a price per unit.
      unit: values.pricing === 'per_unit' ? values.unit.trim() || null : null,
      published: values.published,
    });
    if (parsed.success && readable) {
      const { vendorId: _vendorId, ...output } = parsed.data;
      return output;
    }
    for (const issue of parsed.error?.issues ?? []) {
      const field = SERVICE_SERVER_FIELDS[issue.path[0] as keyof typeof SERVICE_SERVER_FIELDS];
      ctx.addIssue({ code: 'custom', path: [field ?? 'title'], message: issue.message });
    }
    return z.NEVER;
  });

export function getNewServiceValues(currency: string): ServiceFormValues {
  return {
    title: '',
    categoryId: '',
    description: '',
    pricing: 'fixed',
    price: '',
    currency,
    unit: '',
    published: true,
  };
}

export function toServiceFormValues(service: VendorService): ServiceFormValues {
  return {
    title: service.title,
    categoryId: service.categoryId ?? '',
    description: service.description ?? '',
    pricing: service.pricing,
    price: toAmountText(service.priceMinor, service.currency),
    currency: service.currency,
    unit: service.unit ?? '',
    published: service.published,
  };
}

/** Only what differs from the service as it was read. */
export function diffService(
  service: VendorService,
  output: ServiceFormOutput,
): Omit<UpdateVendorServiceInput, 'version'> {
  const changes: Omit<UpdateVendorServiceInput, 'version'> = {};
  const keys = [
    'title',
    'categoryId',
    'description',
    'pricing',
    'priceMinor',
    'currency',
    'unit',
    'published',
  ] as const;
  for (const key of keys) {
    const next = output[key] ?? null;
    if (next !== service[key]) Object.assign(changes, { [key]: next });
  }
  return changes;
}
