import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventTeamMember } from '@karamu/shared';
import { http } from '@/lib/http';
import { EVENTS_ENDPOINT, eventKeys } from '@/entities/event';

async function getEventTeam(id: string, signal?: AbortSignal): Promise<EventTeamMember[]> {
  const { data } = await http.get<EventTeamMember[]>(`${EVENTS_ENDPOINT}/${id}/team`, { signal });
  return data;
}

const eventTeamQueryOptions = (id: string) =>
  queryOptions({
    queryKey: eventKeys.team(id),
    queryFn: ({ signal }) => getEventTeam(id, signal),
  });

export function useEventTeam(id: string) {
  return useQuery(eventTeamQueryOptions(id));
}
