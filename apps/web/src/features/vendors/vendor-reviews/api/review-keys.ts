/** Query keys of the reviews area: invalidating `vendor(id)` refreshes all of one vendor's lists. */
export const reviewKeys = {
  all: ['vendor-reviews'] as const,
  link: (token: string) => [...reviewKeys.all, 'link', token] as const,
  vendor: (vendorId: string) => [...reviewKeys.all, 'vendor', vendorId] as const,
  publicList: (vendorId: string) => [...reviewKeys.vendor(vendorId), 'public'] as const,
  ownList: (vendorId: string, page: number) =>
    [...reviewKeys.vendor(vendorId), 'own', page] as const,
  invitations: (vendorId: string, page: number) =>
    [...reviewKeys.vendor(vendorId), 'invitations', page] as const,
  moderation: (page: number) => [...reviewKeys.all, 'moderation', page] as const,
  ownVendors: () => [...reviewKeys.all, 'own-vendors'] as const,
};
