/**
 * An event's vendors: an organiser links a published vendor (and maybe one of its services) to
 * an event, which asks the vendor to confirm the booking (decision 0060).
 */
import { z } from 'zod';
import { BOOKING_STATUSES, EVENT_VENDOR_REVIEW_STATES } from './vendor-bookings';
import { VENDOR_PRICINGS } from './vendor-services';

/** `POST /api/events/:eventId/vendors`: an organiser picks a published vendor (and maybe a service). */
export const linkEventVendorInputSchema = z.strictObject({
  vendorId: z.uuid('Unknown vendor'),
  serviceId: z.uuid('Unknown service').nullish(),
});
export type LinkEventVendorInput = z.input<typeof linkEventVendorInputSchema>;

/** A vendor of an event (an event vendor), as the event's pages show it. */
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
  review: z.enum(EVENT_VENDOR_REVIEW_STATES),
  created: z.string(),
});
export type EventVendor = z.infer<typeof eventVendorSchema>;
