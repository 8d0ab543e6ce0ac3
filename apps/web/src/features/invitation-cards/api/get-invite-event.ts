import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventRecord } from '@karamu/shared';
import { eventKeys } from '@/features/events';
import { http } from '@/lib/http';

/** The event whose invitations these are, under the events feature's key (one cache entry). */
export const inviteEventQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: eventKeys.detail(eventId),
    queryFn: async ({ signal }) =>
      (await http.get<EventRecord>(`/events/${eventId}`, { signal })).data,
  });

export function useInviteEvent(eventId: string) {
  return useQuery(inviteEventQueryOptions(eventId));
}
