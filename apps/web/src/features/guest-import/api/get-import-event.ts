import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventRecord } from '@karamu/shared';
import { eventKeys } from '@/features/events';
import { http } from '@/lib/http';

/** The event being imported into, under the events feature's key (one cache entry per event). */
export const importEventQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: eventKeys.detail(eventId),
    queryFn: async ({ signal }) =>
      (await http.get<EventRecord>(`/events/${eventId}`, { signal })).data,
  });

export function useImportEvent(eventId: string) {
  return useQuery(importEventQueryOptions(eventId));
}
