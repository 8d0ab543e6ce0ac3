import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventTemplate } from '@karamu/shared';
import { http } from '@/lib/http';
import { EVENT_TEMPLATES_ENDPOINT, eventTemplateKeys } from './get-event-templates';

async function getEventTemplate(id: string, signal?: AbortSignal): Promise<EventTemplate> {
  const { data } = await http.get<EventTemplate>(
    `${EVENT_TEMPLATES_ENDPOINT}/${encodeURIComponent(id)}`,
    { signal },
  );
  return data;
}

const eventTemplateQueryOptions = (id: string) =>
  queryOptions({
    queryKey: eventTemplateKeys.detail(id),
    queryFn: ({ signal }) => getEventTemplate(id, signal),
    staleTime: 60_000,
  });

/** One design; `id` null asks for nothing. */
export function useEventTemplate(id: string | null) {
  return useQuery({ ...eventTemplateQueryOptions(id ?? ''), enabled: id !== null && id !== '' });
}
