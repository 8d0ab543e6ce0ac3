import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventTeamMember } from '@karamu/shared';
import { http } from '@/lib/http';
import { EVENTS_ENDPOINT, eventKeys } from '@/entities/event';

type SetEventTeamVariables = { id: string; userIds: string[] };

async function setEventTeam({ id, userIds }: SetEventTeamVariables): Promise<EventTeamMember[]> {
  const { data } = await http.put<EventTeamMember[]>(`${EVENTS_ENDPOINT}/${id}/team`, {
    userIds,
  });
  return data;
}

export function useSetEventTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setEventTeam,
    onSuccess: (team, { id }) => queryClient.setQueryData(eventKeys.team(id), team),
    onSettled: (_data, _error, { id }) =>
      queryClient.invalidateQueries({ queryKey: eventKeys.team(id) }),
  });
}
