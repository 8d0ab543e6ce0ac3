import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateMemberInput, Member } from '@karamu/shared';
import { http } from '@/lib/http';
import { occasionMembersEndpoint, pledgeKeys } from '@/entities/pledges';

type CreateMemberVariables = { occasionId: string; input: CreateMemberInput };

async function createMember({ occasionId, input }: CreateMemberVariables): Promise<Member> {
  const { data } = await http.post<Member>(occasionMembersEndpoint(occasionId), input);
  return data;
}

/** A new pledge moves the occasion's totals too. */
export function useCreateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pledgeKeys.all }),
  });
}
