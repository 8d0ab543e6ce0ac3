import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pledgeKeys } from '@/entities/pledges';
import { http } from '@/lib/http';
import { CONTRIBUTIONS_ENDPOINT } from './get-contributions';

async function deleteContribution(id: string): Promise<void> {
  await http.delete(`${CONTRIBUTIONS_ENDPOINT}/${id}`);
}

export function useDeleteContribution() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContribution,
    onSettled: () => queryClient.invalidateQueries({ queryKey: pledgeKeys.all }),
  });
}
