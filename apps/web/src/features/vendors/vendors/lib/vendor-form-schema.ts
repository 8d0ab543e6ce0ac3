/**
 * The vendor profile form: the shared create schema's field rules (decision 0036), with
 * what only the form has: the price range typed as decimals in the chosen currency (sent
 * as minor units), and social links typed one per line.
 */
import { z } from 'zod';
import {
  createVendorInputSchema,
  type CreateVendorInput,
  type UpdateVendorInput,
  type Vendor,
} from '@karamu/shared';
import { readAmountText, toAmountText } from '@/lib/amount-text';

export const VENDOR_FORM_LABELS = {
  businessName: 'Business name',
  categoryIds: 'Service categories',
  description: 'Description',
  region: 'Region',
  city: 'City or town',
  mapUrl: 'Map link',
  phone: 'Phone number',
  whatsapp: 'WhatsApp number',
  email: 'E-mail',
  website: 'Website',
  socialLinks: 'Social media links',
  currency: 'Currency',
  priceMin: 'Lowest price',
  priceMax: 'Highest price',
} as const;

/** What the inputs hold: text throughout, as the browser's controls give it. */
export type VendorFormValues = {
  businessName: string;
  categoryIds: string[];
  description: string;
  region: string;
  city: string;
  mapUrl: string;
  phone: string;
  whatsapp: string;
  email: string;
  website: string;
  /** One link per line. */
  socialLinks: string;
  currency: string;
  /** Decimals in `currency`; '' for none. */
  priceMin: string;
  priceMax: string;
};

/** What the form hands to the API: the create input, as the server's schema parses it. */
export type VendorFormOutput = z.output<typeof createVendorInputSchema>;

const blankToNull = (text: string) => (text.trim() === '' ? null : text);

/** The server's field names and the form's fields their messages go under. */
export const VENDOR_SERVER_FIELDS = {
  businessName: 'businessName',
  categoryIds: 'categoryIds',
  description: 'description',
  region: 'region',
  city: 'city',
  mapUrl: 'mapUrl',
  phone: 'phone',
  whatsapp: 'whatsapp',
  email: 'email',
  website: 'website',
  socialLinks: 'socialLinks',
  currency: 'currency',
  priceMinMinor: 'priceMin',
  priceMaxMinor: 'priceMax',
} as const satisfies Record<string, keyof VendorFormValues>;

/**
 * Checked by the server's own schema after the form's text becomes its shape, so the
 * rules (and messages) are the server's; each issue goes under the box it is about
 * (`priceMinMinor` under the lowest price).
 */
export const vendorFormSchema = z
  .object({
    businessName: z.string(),
    categoryIds: z.array(z.string()),
    description: z.string(),
    region: z.string(),
    city: z.string(),
    mapUrl: z.string(),
    phone: z.string(),
    whatsapp: z.string(),
    email: z.string(),
    website: z.string(),
    socialLinks: z.string(),
    currency: z.string().trim().min(1, 'Currency is required'),
    priceMin: z.string(),
    priceMax: z.string(),
  })
  .transform((values, ctx): VendorFormOutput => {
    let readable = true;
    const amount = (text: string, path: 'priceMin' | 'priceMax') =>
      readAmountText(text, values.currency, (message) => {
        readable = false;
        ctx.addIssue({ code: 'custom', path: [path], message });
      });
    const input: CreateVendorInput = {
      businessName: values.businessName,
      categoryIds: values.categoryIds,
      description: blankToNull(values.description),
      region: blankToNull(values.region),
      city: blankToNull(values.city),
      mapUrl: values.mapUrl,
      phone: values.phone,
      whatsapp: values.whatsapp,
      email: values.email.trim(),
      website: values.website,
      socialLinks: values.socialLinks
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== ''),
      currency: values.currency,
      priceMinMinor: amount(values.priceMin, 'priceMin'),
      priceMaxMinor: amount(values.priceMax, 'priceMax'),
    };
    const parsed = createVendorInputSchema.safeParse(input);
    if (parsed.success && readable) return parsed.data;
    for (const issue of parsed.error?.issues ?? []) {
      const field = VENDOR_SERVER_FIELDS[issue.path[0] as keyof typeof VENDOR_SERVER_FIELDS];
      ctx.addIssue({ code: 'custom', path: [field ?? 'businessName'], message: issue.message });
    }
    return z.NEVER;
  });

export function getNewVendorValues(currency: string): VendorFormValues {
  return {
    businessName: '',
    categoryIds: [],
    description: '',
    region: '',
    city: '',
    mapUrl: '',
    phone: '',
    whatsapp: '',
    email: '',
    website: '',
    socialLinks: '',
    currency,
    priceMin: '',
    priceMax: '',
  };
}

export function toVendorFormValues(vendor: Vendor): VendorFormValues {
  return {
    businessName: vendor.businessName,
    categoryIds: vendor.categoryIds,
    description: vendor.description ?? '',
    region: vendor.region ?? '',
    city: vendor.city ?? '',
    mapUrl: vendor.mapUrl ?? '',
    phone: vendor.phone ?? '',
    whatsapp: vendor.whatsapp ?? '',
    email: vendor.email ?? '',
    website: vendor.website ?? '',
    socialLinks: vendor.socialLinks.join('\n'),
    currency: vendor.currency,
    priceMin: toAmountText(vendor.priceMinMinor, vendor.currency),
    priceMax: toAmountText(vendor.priceMaxMinor, vendor.currency),
  };
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/** Only what differs from the vendor as it was read (the version is added by the form hook). */
export function diffVendor(
  vendor: Vendor,
  output: VendorFormOutput,
): Omit<UpdateVendorInput, 'version'> {
  const changes: Omit<UpdateVendorInput, 'version'> = {};
  const scalar = [
    'businessName',
    'description',
    'region',
    'city',
    'mapUrl',
    'phone',
    'whatsapp',
    'email',
    'website',
    'currency',
    'priceMinMinor',
    'priceMaxMinor',
  ] as const;
  for (const key of scalar) {
    const next = output[key] ?? null;
    if (next !== vendor[key]) Object.assign(changes, { [key]: next });
  }
  if (!sameList([...output.categoryIds].sort(), [...vendor.categoryIds].sort())) {
    changes.categoryIds = output.categoryIds;
  }
  if (!sameList(output.socialLinks, vendor.socialLinks)) changes.socialLinks = output.socialLinks;
  return changes;
}
