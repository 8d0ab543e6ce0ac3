import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Contribution, UpdateContributionInput } from '@karamu/shared';
import { pledgeKeys } from '@/entities/pledges';
import { http } from '@/lib/http';
import { CONTRIBUTIONS_ENDPOINT } from './get-contributions';

type UpdateContributionVariables = { id: string; input: UpdateContributionInput };

async function updateContribution({
  id,
  input,
}: UpdateContributionVariables): Promise<Contribution> {
  const { data } = await http.patch<Contribution>(`${CONTRIBUTIONS_ENDPOINT}/${id}`, input);
  return data;
}

/** Settles by refetching, so a stale version (409) shows the contribution as it now is. */
export function useUpdateContribution() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContribution,
    onSettled: () => queryClient.invalidateQueries({ queryKey: pledgeKeys.all }),
  });
}
