import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AudienceName, Page } from '@karamu/shared';
import { http } from '@/lib/http';
import { messagingKeys } from './messaging-keys';

/** What a send or a schedule is about: an event, an occasion. */
export type ContextChoice = { id: string; name: string; startsAt: string; timeZone: string };

/** Where each audience's contexts are listed (both answer the list convention). */
const CONTEXTS_ENDPOINTS: Readonly<Record<AudienceName, string>> = {
  'event-guests': '/events',
  'occasion-members': '/occasions',
};

/** The audience's contexts in the reader's scope, latest first. */
async function getContexts(audience: AudienceName, signal?: AbortSignal): Promise<ContextChoice[]> {
  const params = new URLSearchParams({
    fields: 'id,name,startsAt,timeZone',
    size: '1000',
    sort: '-startsAt',
  });
  const { data } = await http.get<Page<ContextChoice>>(CONTEXTS_ENDPOINTS[audience], {
    params,
    signal,
  });
  return data.items;
}

export const contextsQueryOptions = (audience: AudienceName) =>
  queryOptions({
    queryKey: messagingKeys.contexts(audience),
    queryFn: ({ signal }) => getContexts(audience, signal),
    staleTime: 60_000,
  });

export function useContexts(
  audience: AudienceName,
  options: { enabled: boolean } = { enabled: true },
) {
  return useQuery({ ...contextsQueryOptions(audience), ...options });
}
