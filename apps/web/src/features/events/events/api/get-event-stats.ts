import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { EVENTS_ENDPOINT, eventKeys } from '@/entities/event';

export type RsvpDay = { day: string; accepted: number; declined: number };

/** `GET /api/events/:id/stats` (the server's `eventStatsSchema`). */
export type EventStats = {
  guests: number;
  invited: number;
  confirmed: number;
  declined: number;
  pending: number;
  admissionsConfirmed: number;
  checkedIn: number;
  /** Days with answers only, 'yyyy-MM-dd' in the event's zone, oldest first. */
  rsvpsOverTime: RsvpDay[];
};

async function getEventStats(id: string, signal?: AbortSignal): Promise<EventStats> {
  const { data } = await http.get<EventStats>(`${EVENTS_ENDPOINT}/${id}/stats`, { signal });
  return data;
}

const eventStatsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: eventKeys.stats(id),
    queryFn: ({ signal }) => getEventStats(id, signal),
  });

export function useEventStats(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...eventStatsQueryOptions(id), enabled: options.enabled ?? true });
}
