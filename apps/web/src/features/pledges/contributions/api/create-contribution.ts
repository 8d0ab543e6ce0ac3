import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Contribution, CreateContributionInput } from '@karamu/shared';
import { pledgeKeys } from '@/entities/pledges';
import { http } from '@/lib/http';
import { CONTRIBUTIONS_ENDPOINT } from './get-contributions';

async function createContribution(input: CreateContributionInput): Promise<Contribution> {
  const { data } = await http.post<Contribution>(CONTRIBUTIONS_ENDPOINT, input);
  return data;
}

/** The member's paid and balance and the occasion's totals move with it. */
export function useCreateContribution() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createContribution,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pledgeKeys.all }),
  });
}
