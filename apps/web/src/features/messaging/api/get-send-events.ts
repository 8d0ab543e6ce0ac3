import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventRecord, Page } from '@karamu/shared';
import { http } from '@/lib/http';
import { messagingKeys } from './messaging-keys';

export type EventChoice = Pick<EventRecord, 'id' | 'name' | 'startsAt' | 'timeZone'>;

/** The events in the sender's scope, latest first: what a send can be about. */
export async function getSendEvents(signal?: AbortSignal): Promise<EventChoice[]> {
  const params = new URLSearchParams({
    fields: 'id,name,startsAt,timeZone',
    size: '1000',
    sort: '-startsAt',
  });
  const { data } = await http.get<Page<EventChoice>>('/events', { params, signal });
  return data.items;
}

export function useSendEvents() {
  return useQuery(
    queryOptions({
      queryKey: messagingKeys.events(),
      queryFn: ({ signal }) => getSendEvents(signal),
    }),
  );
}
