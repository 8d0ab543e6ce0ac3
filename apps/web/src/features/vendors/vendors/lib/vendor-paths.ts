import { VENDOR_DASHBOARD } from '@karamu/shared';

const base = VENDOR_DASHBOARD.base;

export const vendorPaths = {
  home: () => `${base}/home`,
  vendors: () => `${base}/vendors`,
  newVendor: () => `${base}/vendors/new`,
  vendor: (id: string) => `${base}/vendors/${id}`,
  editVendor: (id: string) => `${base}/vendors/${id}/edit`,
  services: (vendorId?: string) =>
    vendorId ? `${base}/services?${new URLSearchParams({ vendorId })}` : `${base}/services`,
  service: (id: string) => `${base}/services/${id}`,
  gallery: (vendorId: string) => `${base}/gallery?${new URLSearchParams({ vendorId })}`,
  reviews: (vendorId: string) => `${base}/reviews?${new URLSearchParams({ vendorId })}`,
  /** The public storefront (published vendors only). */
  storefront: (id: string) => `/vendors/${id}`,
};
