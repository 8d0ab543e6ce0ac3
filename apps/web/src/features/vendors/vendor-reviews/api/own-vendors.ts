import { useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { reviewKeys } from './review-keys';

export type OwnVendor = { id: string; businessName: string };

/** The signed-in user's vendors (`GET /api/vendors` answers only the caller's own), for the picker. */
async function getOwnVendors(): Promise<OwnVendor[]> {
  const { data } = await http.get<{ items: OwnVendor[] }>('/vendors', {
    params: { size: 100 },
  });
  return data.items;
}

export function useOwnVendors() {
  return useQuery({ queryKey: reviewKeys.ownVendors(), queryFn: getOwnVendors });
}
