import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Vendor } from '@karamu/shared';
import { http } from '@/lib/http';

/** What the gallery needs of the caller's vendors: the picker's names and the cover. */
export type OwnVendor = Pick<Vendor, 'id' | 'businessName' | 'coverPhotoId' | 'version'>;

export const ownVendorKeys = {
  all: ['vendors'] as const,
  gallery: () => [...ownVendorKeys.all, 'gallery-picker'] as const,
};

async function getOwnVendors(): Promise<OwnVendor[]> {
  // A vendor user owns a handful of profiles: one page holds them all.
  const { data } = await http.get<{ items: OwnVendor[] }>('/vendors', { params: { size: 100 } });
  return [...data.items].sort((a, b) => a.businessName.localeCompare(b.businessName));
}

/** The signed-in user's own vendor profiles (GET /api/vendors answers only those). */
export function useOwnVendors() {
  return useQuery(queryOptions({ queryKey: ownVendorKeys.gallery(), queryFn: getOwnVendors }));
}
