import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MessageTemplate, Page } from '@karamu/shared';
import { http } from '@/lib/http';
import { scheduleKeys } from './get-schedules';

export type TemplateChoice = Pick<MessageTemplate, 'id' | 'name' | 'channel' | 'audience'>;

/** The templates a schedule can send, by name; their audience says what the context is. */
async function getTemplateChoices(signal?: AbortSignal): Promise<TemplateChoice[]> {
  const params = new URLSearchParams({
    fields: 'id,name,channel,audience',
    size: '1000',
    sort: 'name',
  });
  const { data } = await http.get<Page<TemplateChoice>>('/templates', { params, signal });
  return data.items;
}

// Apart from the contexts (the messaging feature's): a reader who may not list templates
// still sees the events' and occasions' names.
const templateChoicesQueryOptions = () =>
  queryOptions({
    queryKey: scheduleKeys.choices('templates'),
    queryFn: ({ signal }) => getTemplateChoices(signal),
    staleTime: 60_000,
  });

export function useTemplateChoices(options: { enabled: boolean } = { enabled: true }) {
  return useQuery({ ...templateChoicesQueryOptions(), ...options });
}
