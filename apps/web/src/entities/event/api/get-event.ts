import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventRecord } from '@karamu/shared';
import { http } from '@/lib/http';
import { EVENTS_ENDPOINT, eventKeys } from './get-events';

async function getEvent(id: string, signal?: AbortSignal): Promise<EventRecord> {
  const { data } = await http.get<EventRecord>(`${EVENTS_ENDPOINT}/${id}`, { signal });
  return data;
}

const eventQueryOptions = (id: string) =>
  queryOptions({
    queryKey: eventKeys.detail(id),
    queryFn: ({ signal }) => getEvent(id, signal),
  });

export function useEvent(id: string) {
  return useQuery(eventQueryOptions(id));
}
