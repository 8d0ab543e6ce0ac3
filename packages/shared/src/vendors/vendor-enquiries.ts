/**
 * Storefront enquiries (decision 0039): a visitor's question to a published vendor. The
 * vendor hears of it by SMS or e-mail and follows it up in the dashboard.
 */
import { z } from 'zod';
import { calendarDateSchema } from '../date-bounds';
import { versionSchema } from '../list-query';
import { signupPhoneSchema } from '../platform/signup';
import { requiredName } from '../schema-parts';
import { reviewPageQuerySchema } from './vendor-reviews';

/** Where a vendor stands with a storefront enquiry. */
export const ENQUIRY_STATUSES = ['new', 'replied', 'booked', 'closed'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

export const ENQUIRY_LIMITS = {
  message: 2000,
  name: 120,
  guestCount: 100_000,
} as const;

/**
 * Today where the day starts last (UTC-12), as `yyyy-MM-dd`: a date that is today anywhere
 * is not before it, so no visitor's today is refused as past.
 */
const latestZoneToday = () => new Date(Date.now() - 12 * 3_600_000).toISOString().slice(0, 10);

/**
 * What the storefront form sends (`POST /api/public/vendors/:vendorId/enquiries`).
 * `website` is a honeypot: hidden from people, filled in by form-filling robots.
 */
export const createEnquiryInputSchema = z.strictObject({
  name: requiredName('Your name', ENQUIRY_LIMITS.name),
  phone: signupPhoneSchema,
  email: z
    .email('Invalid e-mail address')
    .max(254, 'Invalid e-mail address')
    .nullish()
    .or(z.literal('').transform(() => null)),
  eventDate: calendarDateSchema('Event date').refine((date) => date >= latestZoneToday(), {
    message: 'Event date cannot be in the past',
  }),
  guestCount: z
    .number({ error: 'Guest count must be a number' })
    .int('Guest count must be a whole number')
    .min(0, 'Guest count cannot be negative')
    .max(
      ENQUIRY_LIMITS.guestCount,
      `Guest count must be at most ${ENQUIRY_LIMITS.guestCount.toLocaleString('en')}`,
    ),
  message: requiredName('Message', ENQUIRY_LIMITS.message),
  // The form's "any service" is blank: no service.
  serviceId: z
    .uuid('Unknown service')
    .nullish()
    .or(z.literal('').transform(() => null)),
  website: z.string().max(500).optional(),
});
export type CreateEnquiryInput = z.input<typeof createEnquiryInputSchema>;

/** `PATCH /api/vendor-enquiries/:id` */
export const updateEnquiryInputSchema = z.strictObject({
  status: z.enum(ENQUIRY_STATUSES, { error: 'Status must be new, replied, booked or closed' }),
  version: versionSchema,
});
export type UpdateEnquiryInput = z.input<typeof updateEnquiryInputSchema>;

/** `GET /api/vendors/:vendorId/enquiries` */
export const enquiryListQuerySchema = reviewPageQuerySchema.extend({
  status: z.enum(ENQUIRY_STATUSES, { error: 'must be new, replied, booked or closed' }).optional(),
});
export type EnquiryListQuery = z.infer<typeof enquiryListQuerySchema>;

export const enquirySchema = z.object({
  id: z.uuid(),
  vendorId: z.uuid(),
  serviceId: z.uuid().nullable(),
  serviceTitle: z.string().nullable(),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  eventDate: z.string().nullable(),
  guestCount: z.number().int().nullable(),
  message: z.string(),
  status: z.enum(ENQUIRY_STATUSES),
  created: z.string(),
  updated: z.string(),
  version: z.number().int(),
});
export type Enquiry = z.infer<typeof enquirySchema>;

/** The answer to a sent enquiry: the same whatever happened to it (honeypot included). */
export const ENQUIRY_SENT_MESSAGE = 'Thank you: your enquiry was sent to the vendor.';
