import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Member, Page } from '@karamu/shared';
import { http } from '@/lib/http';
import { MEMBERS_ENDPOINT, memberKeys, occasionMembersEndpoint } from './get-members';

export type MemberChoice = Pick<
  Member,
  'id' | 'name' | 'occasionName' | 'balanceMinor' | 'currency'
>;

const CHOICE_FIELDS = 'id,name,occasionName,balanceMinor,currency';

async function getChoices(endpoint: string, size: number, signal?: AbortSignal) {
  const params = new URLSearchParams({ fields: CHOICE_FIELDS, size: String(size), sort: 'name' });
  const { data } = await http.get<Page<MemberChoice>>(endpoint, { params, signal });
  return data.items;
}

/** One occasion's members by name: whom a contribution is from. */
const memberChoicesQueryOptions = (occasionId: string) =>
  queryOptions({
    queryKey: memberKeys.choices(occasionId),
    queryFn: ({ signal }) => getChoices(occasionMembersEndpoint(occasionId), 10_000, signal),
  });

export function useMemberChoices(occasionId: string) {
  return useQuery({ ...memberChoicesQueryOptions(occasionId), enabled: occasionId !== '' });
}

/**
 * Members of every occasion by name, for a filter menu; a menu of more than this many
 * would not be read anyway (search finds the rest).
 */
const ALL_CHOICES_LIMIT = 500;

const allMemberChoicesQueryOptions = () =>
  queryOptions({
    queryKey: memberKeys.allChoices(),
    queryFn: ({ signal }) => getChoices(MEMBERS_ENDPOINT, ALL_CHOICES_LIMIT, signal),
  });

/** Needs READ_MEMBERS: callers without it pass `enabled: false`. */
export function useAllMemberChoices(options: { enabled: boolean }) {
  return useQuery({ ...allMemberChoicesQueryOptions(), enabled: options.enabled });
}
