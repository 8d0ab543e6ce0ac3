import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  CreateVendorInput,
  CreateVendorServiceInput,
  ModerateVendorInput,
  UpdateVendorInput,
  UpdateVendorServiceInput,
  Vendor,
  VendorService,
} from '@karamu/shared';
import {
  publicVendorKeys,
  VENDOR_SERVICES_ENDPOINT,
  VENDORS_ENDPOINT,
  vendorKeys,
} from '@/entities/vendor';
import { http } from '@/lib/http';

/**
 * Every vendor-area query: a vendor's status shows in the lists, the moderation queue, the
 * home checklist and the public directory, so a change anywhere refreshes them all.
 */
const refreshVendorArea = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: vendorKeys.all }),
    queryClient.invalidateQueries({ queryKey: publicVendorKeys.all }),
  ]);

export function useCreateVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateVendorInput) =>
      (await http.post<Vendor>(VENDORS_ENDPOINT, input)).data,
    onSuccess: () => refreshVendorArea(queryClient),
  });
}

/** Saves; settles by refetching, so a stale version (409) shows the vendor as it now is. */
export function useUpdateVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string; input: UpdateVendorInput }) =>
      (await http.patch<Vendor>(`${VENDORS_ENDPOINT}/${id}`, input)).data,
    onSuccess: (vendor) => queryClient.setQueryData(vendorKeys.detail(vendor.id), vendor),
    onSettled: () => refreshVendorArea(queryClient),
  });
}

/** Draft (or suspended) -> pending: the moderators' queue. */
export function useSubmitVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, version }: { id: string; version: number }) =>
      (await http.post<Vendor>(`${VENDORS_ENDPOINT}/${id}/submit`, { version })).data,
    onSuccess: (vendor) => queryClient.setQueryData(vendorKeys.detail(vendor.id), vendor),
    onSettled: () => refreshVendorArea(queryClient),
  });
}

/** A SUPER_ADMIN's approve, reject or suspend (decision 0036). */
export function useModerateVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string; input: ModerateVendorInput }) =>
      (await http.post<Vendor>(`${VENDORS_ENDPOINT}/${id}/moderation`, input)).data,
    onSettled: () => refreshVendorArea(queryClient),
  });
}

export function useCreateVendorService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateVendorServiceInput) =>
      (await http.post<VendorService>(VENDOR_SERVICES_ENDPOINT, input)).data,
    onSuccess: () => refreshVendorArea(queryClient),
  });
}

export function useUpdateVendorService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string; input: UpdateVendorServiceInput }) =>
      (await http.patch<VendorService>(`${VENDOR_SERVICES_ENDPOINT}/${id}`, input)).data,
    onSuccess: (service) => queryClient.setQueryData(vendorKeys.service(service.id), service),
    onSettled: () => refreshVendorArea(queryClient),
  });
}

export function useDeleteVendorService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await http.delete(`${VENDOR_SERVICES_ENDPOINT}/${id}`);
    },
    onSettled: () => refreshVendorArea(queryClient),
  });
}
