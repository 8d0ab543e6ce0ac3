import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateEventVendorReviewInput,
  EventVendor,
  LinkEventVendorInput,
  PublicReview,
} from '@karamu/shared';
import { EVENTS_ENDPOINT, eventKeys } from '@/entities/event';
import { publicVendorKeys } from '@/entities/vendor';
import { http } from '@/lib/http';

/** Under the event's own key, so refreshing the event refreshes its suppliers too. */
const suppliersKey = (eventId: string) => [...eventKeys.detail(eventId), 'suppliers'];

const suppliersPath = (eventId: string) => `${EVENTS_ENDPOINT}/${eventId}/vendors`;

const suppliersQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: suppliersKey(eventId),
    queryFn: async ({ signal }) => {
      const { data } = await http.get<{ items: EventVendor[] }>(suppliersPath(eventId), {
        signal,
      });
      return data.items;
    },
  });

export const useEventSuppliers = (eventId: string) => useQuery(suppliersQueryOptions(eventId));

/** Adds a supplier, or changes which of its services the event uses (the server's upsert). */
export function useAddSupplier(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: LinkEventVendorInput) => {
      const { data } = await http.post<EventVendor>(suppliersPath(eventId), input);
      return data;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: suppliersKey(eventId) }),
  });
}

export function useRemoveSupplier(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (vendorId: string) => {
      await http.delete(`${suppliersPath(eventId)}/${vendorId}`);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: suppliersKey(eventId) }),
  });
}

/** The organiser's one review of a supplier of this event (decision 0039). */
export function useReviewSupplier(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateEventVendorReviewInput) => {
      const { data } = await http.post<PublicReview>(
        `${EVENTS_ENDPOINT}/${eventId}/vendor-reviews`,
        input,
      );
      return data;
    },
    onSettled: (_review, _error, { vendorId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: suppliersKey(eventId) }),
        // The storefront's rating and reviews now count this one.
        queryClient.invalidateQueries({ queryKey: publicVendorKeys.vendor(vendorId) }),
      ]),
  });
}
