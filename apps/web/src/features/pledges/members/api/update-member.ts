import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Member, UpdateMemberInput } from '@karamu/shared';
import { http } from '@/lib/http';
import { MEMBERS_ENDPOINT, pledgeKeys } from '@/entities/pledges';

type UpdateMemberVariables = { id: string; input: UpdateMemberInput };

async function updateMember({ id, input }: UpdateMemberVariables): Promise<Member> {
  const { data } = await http.patch<Member>(`${MEMBERS_ENDPOINT}/${id}`, input);
  return data;
}

/** Settles by refetching, so a stale version (409) shows the member as they now are. */
export function useUpdateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMember,
    onSettled: () => queryClient.invalidateQueries({ queryKey: pledgeKeys.all }),
  });
}
