import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventRecord, Page } from '@karamu/shared';
import { http } from '@/lib/http';
import { guestKeys } from '@/entities/guest';

export type EventChoice = Pick<EventRecord, 'id' | 'name'>;

/** The events in the reader's scope by name: the all-guests table's event filter. */
async function getEventChoices(signal?: AbortSignal): Promise<EventChoice[]> {
  const params = new URLSearchParams({ fields: 'id,name', size: '1000', sort: 'name' });
  const { data } = await http.get<Page<EventChoice>>('/events', { params, signal });
  return data.items;
}

const eventChoicesQueryOptions = () =>
  queryOptions({
    queryKey: guestKeys.eventChoices(),
    queryFn: ({ signal }) => getEventChoices(signal),
  });

export function useEventChoices(options: { enabled: boolean }) {
  return useQuery({ ...eventChoicesQueryOptions(), enabled: options.enabled });
}
