import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { MEMBERS_ENDPOINT, pledgeKeys } from '@/entities/pledges';

/** Refused (409, with the reason) while the member has contributions. */
async function deleteMember(id: string): Promise<void> {
  await http.delete(`${MEMBERS_ENDPOINT}/${id}`);
}

export function useDeleteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMember,
    onSettled: () => queryClient.invalidateQueries({ queryKey: pledgeKeys.all }),
  });
}
