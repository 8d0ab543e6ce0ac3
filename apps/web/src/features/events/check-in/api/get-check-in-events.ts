import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckInEvent, CheckInEvents } from '@karamu/shared';
import { http } from '@/lib/http';
import { checkInKeys } from './check-in-keys';

/**
 * `GET /api/check-in/events`: the events the door staff may check in. Not GET /api/events,
 * which needs READ_EVENTS (decision 0008).
 */
async function getCheckInEvents(signal?: AbortSignal): Promise<CheckInEvent[]> {
  const { data } = await http.get<CheckInEvents>('/check-in/events', { signal });
  return data.items;
}

const checkInEventsQueryOptions = () =>
  queryOptions({
    queryKey: checkInKeys.events(),
    queryFn: ({ signal }) => getCheckInEvents(signal),
    retry: false,
  });

export function useCheckInEvents() {
  return useQuery(checkInEventsQueryOptions());
}
