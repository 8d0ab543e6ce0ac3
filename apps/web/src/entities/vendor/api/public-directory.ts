import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  PublicDirectoryQuery,
  PublicPage,
  PublicService,
  PublicVendor,
  PublicVendorDetail,
} from '@karamu/shared';
import { http } from '@/lib/http';
import { publicVendorKeys } from './vendor-keys';

export const PUBLIC_VENDORS_ENDPOINT = '/public/vendors';
export const PUBLIC_SERVICES_ENDPOINT = '/public/services';

/**
 * A directory query as the API's path and query string, leaving out what is at its default
 * (the server's own default sort and page), so equal views ask equal URLs. The page's
 * first render (decision 0032) asks the same path on the server.
 */
export function directoryRequest(endpoint: string, query: PublicDirectoryQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '') continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${endpoint}?${text}` : endpoint;
}

async function get<T>(path: string, signal?: AbortSignal): Promise<T> {
  const { data } = await http.get<T>(path, { signal });
  return data;
}

export const publicVendorsQueryOptions = (query: PublicDirectoryQuery) =>
  queryOptions({
    queryKey: publicVendorKeys.vendors(query),
    queryFn: ({ signal }) =>
      get<PublicPage<PublicVendor>>(directoryRequest(PUBLIC_VENDORS_ENDPOINT, query), signal),
    staleTime: 60_000,
    // A changed filter keeps the last results on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export const publicServicesQueryOptions = (query: PublicDirectoryQuery) =>
  queryOptions({
    queryKey: publicVendorKeys.services(query),
    queryFn: ({ signal }) =>
      get<PublicPage<PublicService>>(directoryRequest(PUBLIC_SERVICES_ENDPOINT, query), signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export const publicVendorPath = (id: string) => `${PUBLIC_VENDORS_ENDPOINT}/${id}`;
export const publicServicePath = (id: string) => `${PUBLIC_SERVICES_ENDPOINT}/${id}`;

export const publicVendorQueryOptions = (id: string) =>
  queryOptions({
    queryKey: publicVendorKeys.vendor(id),
    queryFn: ({ signal }) => get<PublicVendorDetail>(publicVendorPath(id), signal),
    staleTime: 60_000,
  });

export const publicServiceQueryOptions = (id: string) =>
  queryOptions({
    queryKey: publicVendorKeys.service(id),
    queryFn: ({ signal }) => get<PublicService>(publicServicePath(id), signal),
    staleTime: 60_000,
  });

export const usePublicVendors = (query: PublicDirectoryQuery) =>
  useQuery(publicVendorsQueryOptions(query));
export const usePublicServices = (query: PublicDirectoryQuery) =>
  useQuery(publicServicesQueryOptions(query));
export const usePublicVendor = (id: string) => useQuery(publicVendorQueryOptions(id));
export const usePublicService = (id: string) => useQuery(publicServiceQueryOptions(id));
