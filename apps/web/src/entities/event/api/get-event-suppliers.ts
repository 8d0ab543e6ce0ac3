import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventVendor } from '@karamu/shared';
import { http } from '@/lib/http';
import { EVENTS_ENDPOINT, eventKeys } from './get-events';

/**
 * An event's suppliers: the Suppliers tab lists and changes them, the budget offers them
 * first when an item is linked to a vendor. Under the event's own key, so refreshing the
 * event refreshes its suppliers too.
 */
export const eventSuppliersKey = (eventId: string) => [...eventKeys.detail(eventId), 'suppliers'];

export const eventSuppliersPath = (eventId: string) => `${EVENTS_ENDPOINT}/${eventId}/vendors`;

const eventSuppliersQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: eventSuppliersKey(eventId),
    queryFn: async ({ signal }) => {
      const { data } = await http.get<{ items: EventVendor[] }>(eventSuppliersPath(eventId), {
        signal,
      });
      return data.items;
    },
  });

export const useEventSuppliers = (eventId: string) => useQuery(eventSuppliersQueryOptions(eventId));
