import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, Vendor, VendorService } from '@karamu/shared';
import { http } from '@/lib/http';
import { VENDOR_SERVICES_ENDPOINT, VENDORS_ENDPOINT, vendorKeys } from './vendor-keys';

/** A vendor user owns a handful of profiles: the picker lists them all. */
const PICKER_SIZE = 100;

async function getOwnVendors(signal?: AbortSignal): Promise<Vendor[]> {
  const params = new URLSearchParams({ sort: 'businessName', size: String(PICKER_SIZE) });
  const { data } = await http.get<Page<Vendor>>(VENDORS_ENDPOINT, { params, signal });
  return data.items;
}

/** Every vendor profile the signed-in user owns, by name. */
export function useOwnVendors() {
  return useQuery(
    queryOptions({
      queryKey: vendorKeys.options(),
      queryFn: ({ signal }) => getOwnVendors(signal),
    }),
  );
}

async function getVendor(id: string, signal?: AbortSignal): Promise<Vendor> {
  const { data } = await http.get<Vendor>(`${VENDORS_ENDPOINT}/${id}`, { signal });
  return data;
}

const vendorQueryOptions = (id: string) =>
  queryOptions({
    queryKey: vendorKeys.detail(id),
    queryFn: ({ signal }) => getVendor(id, signal),
  });

/** One of the user's own vendors (404 for anyone else's, decision 0036). */
export function useVendor(id: string) {
  return useQuery(vendorQueryOptions(id));
}

async function getVendorService(id: string, signal?: AbortSignal): Promise<VendorService> {
  const { data } = await http.get<VendorService>(`${VENDOR_SERVICES_ENDPOINT}/${id}`, { signal });
  return data;
}

export function useVendorService(id: string) {
  return useQuery(
    queryOptions({
      queryKey: vendorKeys.service(id),
      queryFn: ({ signal }) => getVendorService(id, signal),
    }),
  );
}

/** One vendor's services, all of them (at most VENDOR_LIMITS.services). */
export function useVendorServices(vendorId: string) {
  return useQuery(
    queryOptions({
      queryKey: [...vendorKeys.serviceLists(), { vendorId }],
      queryFn: async ({ signal }) => {
        const params = new URLSearchParams({ vendorId, sort: 'title', size: '100' });
        const { data } = await http.get<Page<VendorService>>(VENDOR_SERVICES_ENDPOINT, {
          params,
          signal,
        });
        return data;
      },
    }),
  );
}
