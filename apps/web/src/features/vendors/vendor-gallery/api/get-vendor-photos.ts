import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VendorPhoto } from '@karamu/shared';
import { http } from '@/lib/http';

export const vendorPhotoKeys = {
  all: ['vendor-photos'] as const,
  list: (vendorId: string) => [...vendorPhotoKeys.all, 'list', vendorId] as const,
};

async function getVendorPhotos(vendorId: string): Promise<VendorPhoto[]> {
  const { data } = await http.get<VendorPhoto[]>(`/vendors/${vendorId}/photos`);
  return data;
}

const vendorPhotosQueryOptions = (vendorId: string) =>
  queryOptions({
    queryKey: vendorPhotoKeys.list(vendorId),
    queryFn: () => getVendorPhotos(vendorId),
  });

/** One of the caller's vendors' photos, in gallery order. */
export function useVendorPhotos(vendorId: string | undefined) {
  return useQuery({
    ...vendorPhotosQueryOptions(vendorId ?? ''),
    enabled: vendorId !== undefined,
  });
}
