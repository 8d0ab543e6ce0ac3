import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreateEventVendorReviewInput,
  EventVendor,
  LinkEventVendorInput,
  PublicReview,
} from '@karamu/shared';
import {
  EVENTS_ENDPOINT,
  eventVendorsKey as vendorsKey,
  eventVendorsPath as vendorsPath,
} from '@/entities/event';
import { publicVendorKeys } from '@/entities/vendor';
import { http } from '@/lib/http';

/** Adds an event vendor, or changes which of its services the event uses (the server's upsert). */
export function useAddEventVendor(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: LinkEventVendorInput) => {
      const { data } = await http.post<EventVendor>(vendorsPath(eventId), input);
      return data;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: vendorsKey(eventId) }),
  });
}

export function useRemoveEventVendor(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (vendorId: string) => {
      await http.delete(`${vendorsPath(eventId)}/${vendorId}`);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: vendorsKey(eventId) }),
  });
}

/** The organiser's one review of a vendor of this event (decision 0039). */
export function useReviewEventVendor(eventId: string) {
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
        queryClient.invalidateQueries({ queryKey: vendorsKey(eventId) }),
        // The storefront's rating and reviews now count this one.
        queryClient.invalidateQueries({ queryKey: publicVendorKeys.vendor(vendorId) }),
      ]),
  });
}
