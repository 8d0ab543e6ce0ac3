import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventVendor } from '@karamu/shared';
import { http } from '@/lib/http';
import { EVENTS_ENDPOINT, eventKeys } from './get-events';

/**
 * An event's vendors: the event page's Vendors tab lists and changes them, the budget offers them
 * first when an item is linked to a vendor. Under the event's own key, so refreshing the
 * event refreshes its vendors too.
 */
export const eventVendorsKey = (eventId: string) => [...eventKeys.detail(eventId), 'vendors'];

export const eventVendorsPath = (eventId: string) => `${EVENTS_ENDPOINT}/${eventId}/vendors`;

const eventVendorsQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: eventVendorsKey(eventId),
    queryFn: async ({ signal }) => {
      const { data } = await http.get<{ items: EventVendor[] }>(eventVendorsPath(eventId), {
        signal,
      });
      return data.items;
    },
  });

export const useEventVendors = (eventId: string) => useQuery(eventVendorsQueryOptions(eventId));
