import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventRecord, Page } from '@karamu/shared';
import { EVENTS_ENDPOINT, eventKeys } from '@/entities/event';
import { http } from '@/lib/http';

type EventChoice = Pick<EventRecord, 'id' | 'name'>;

async function getEventChoices(signal?: AbortSignal): Promise<EventChoice[]> {
  const params = new URLSearchParams({ fields: 'id,name', size: '1000', sort: 'name' });
  const { data } = await http.get<Page<EventChoice>>(EVENTS_ENDPOINT, { params, signal });
  return data.items;
}

const eventChoicesQueryOptions = () =>
  queryOptions({
    queryKey: [...eventKeys.all, 'payment-choices'],
    queryFn: ({ signal }) => getEventChoices(signal),
  });

/** The events in the reader's scope by name, for the event filter; needs READ_EVENTS. */
export function useEventChoices(options: { enabled: boolean }) {
  return useQuery({ ...eventChoicesQueryOptions(), enabled: options.enabled });
}
