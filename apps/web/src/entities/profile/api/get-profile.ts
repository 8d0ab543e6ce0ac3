import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@karamu/shared';
import { http } from '@/lib/http';

export const PROFILE_ENDPOINT = '/profile';

export const profileKeys = {
  all: ['profile'] as const,
  detail: () => [...profileKeys.all, 'detail'] as const,
};

async function getProfile(): Promise<Profile> {
  const { data } = await http.get<Profile>(PROFILE_ENDPOINT);
  return data;
}

const profileQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.detail(), queryFn: getProfile });

/** The signed-in user's own record, with the version a change must name. */
export function useProfile() {
  return useQuery(profileQueryOptions());
}
