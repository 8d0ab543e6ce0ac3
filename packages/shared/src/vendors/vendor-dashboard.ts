/**
 * The vendor dashboard's home: the checklist a vendor completes before it is submitted for
 * review, and the figures beside it.
 */
import { z } from 'zod';
import { VENDOR_STATUSES } from './vendors';

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
