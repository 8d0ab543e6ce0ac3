import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventTeamMember, Page } from '@karamu/shared';
import { userKeys } from '@/entities/user';
import { http } from '@/lib/http';

/** Under the users' own key, so a new or renamed user shows up in the team picker. */
const teamCandidateKeys = {
  all: () => [...userKeys.all, 'team-candidates'] as const,
};

/** The users one may put on a team (needs READ_USERS; the team list itself does not). */
async function getTeamCandidates(signal?: AbortSignal): Promise<EventTeamMember[]> {
  const params = new URLSearchParams({
    sort: 'name',
    size: '10000',
    fields: 'id,username,name',
    filter: 'disabled:in:false',
  });
  const { data } = await http.get<Page<EventTeamMember>>('/users', { params, signal });
  return data.items;
}

const teamCandidatesQueryOptions = () =>
  queryOptions({
    queryKey: teamCandidateKeys.all(),
    queryFn: ({ signal }) => getTeamCandidates(signal),
  });

export function useTeamCandidates(options: { enabled: boolean }) {
  return useQuery({ ...teamCandidatesQueryOptions(), enabled: options.enabled });
}
