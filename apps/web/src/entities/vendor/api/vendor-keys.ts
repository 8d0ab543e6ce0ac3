import type { PublicDirectoryQuery } from '@karamu/shared';

/** The owner's vendor profiles (decision 0036: only their own). */
export const VENDORS_ENDPOINT = '/vendors';
/** The owner's services; `?vendorId=` narrows them to one vendor. */
export const VENDOR_SERVICES_ENDPOINT = '/vendor-services';
/** Pending (and every other) vendor for SUPER_ADMIN moderators. */
export const MODERATION_ENDPOINT = '/moderation/vendors';

/**
 * One key tree for the vendor area, so a save anywhere (a service, a moderation decision)
 * refreshes every list and page that shows it.
 */
export const vendorKeys = {
  all: ['vendors'] as const,
  /** The owner's vendors: the data table's pages and the vendor picker. */
  lists: () => [...vendorKeys.all, 'list'] as const,
  options: () => [...vendorKeys.all, 'options'] as const,
  moderation: () => [...vendorKeys.all, 'moderation'] as const,
  details: () => [...vendorKeys.all, 'detail'] as const,
  detail: (id: string) => [...vendorKeys.details(), id] as const,
  summary: (vendorId: string) => [...vendorKeys.all, 'summary', vendorId] as const,
  /** One vendor's booking requests (decision 0060), page by page. */
  bookings: (vendorId: string) => [...vendorKeys.all, 'bookings', vendorId] as const,
  bookingPage: (vendorId: string, page: number) =>
    [...vendorKeys.bookings(vendorId), page] as const,
  services: () => [...vendorKeys.all, 'services'] as const,
  serviceLists: () => [...vendorKeys.services(), 'list'] as const,
  service: (id: string) => [...vendorKeys.services(), 'detail', id] as const,
};

/** The public directory's answers: never mixed with the owner's view of the same vendor. */
export const publicVendorKeys = {
  all: ['public-vendors'] as const,
  vendors: (query: PublicDirectoryQuery) => [...publicVendorKeys.all, 'vendors', query] as const,
  vendor: (id: string) => [...publicVendorKeys.all, 'vendor', id] as const,
  services: (query: PublicDirectoryQuery) => [...publicVendorKeys.all, 'services', query] as const,
  service: (id: string) => [...publicVendorKeys.all, 'service', id] as const,
};
