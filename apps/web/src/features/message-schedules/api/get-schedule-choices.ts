import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventRecord, MessageTemplate, Page } from '@karamu/shared';
import { http } from '@/lib/http';
import { scheduleKeys } from './get-schedules';

export type TemplateChoice = Pick<MessageTemplate, 'id' | 'name' | 'channel' | 'audience'>;
export type EventChoice = Pick<EventRecord, 'id' | 'name' | 'startsAt' | 'timeZone'>;

const choiceParams = (fields: string) =>
  new URLSearchParams({ fields, size: '1000', sort: 'name' });

/** The templates a schedule can send, by name. */
export async function getTemplateChoices(signal?: AbortSignal): Promise<TemplateChoice[]> {
  const params = choiceParams('id,name,channel,audience');
  const { data } = await http.get<Page<TemplateChoice>>('/templates', { params, signal });
  return data.items;
}

/** The events in the reader's scope, by name: a schedule's context, and the table's names. */
export async function getEventChoices(signal?: AbortSignal): Promise<EventChoice[]> {
  const params = choiceParams('id,name,startsAt,timeZone');
  const { data } = await http.get<Page<EventChoice>>('/events', { params, signal });
  return data.items;
}

// Separate queries: a reader who may not list templates still sees the events' names.
export const templateChoicesQueryOptions = () =>
  queryOptions({
    queryKey: scheduleKeys.choices('templates'),
    queryFn: ({ signal }) => getTemplateChoices(signal),
    staleTime: 60_000,
  });

export const eventChoicesQueryOptions = () =>
  queryOptions({
    queryKey: scheduleKeys.choices('events'),
    queryFn: ({ signal }) => getEventChoices(signal),
    staleTime: 60_000,
  });

export function useTemplateChoices(options: { enabled: boolean } = { enabled: true }) {
  return useQuery({ ...templateChoicesQueryOptions(), ...options });
}

export function useEventChoices(options: { enabled: boolean } = { enabled: true }) {
  return useQuery({ ...eventChoicesQueryOptions(), ...options });
}
