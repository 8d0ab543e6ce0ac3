import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pledgeKeys } from '@/entities/pledges';
import { http } from '@/lib/http';
import { OCCASIONS_ENDPOINT } from './get-occasions';

/** Its members go with it; refused (409, with the reason) while it has contributions. */
async function deleteOccasion(id: string): Promise<void> {
  await http.delete(`${OCCASIONS_ENDPOINT}/${id}`);
}

export function useDeleteOccasion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOccasion,
    // Queries about the deleted occasion itself (its page, its members) would only find a 404.
    onSuccess: (_data, id) =>
      queryClient.invalidateQueries({
        queryKey: pledgeKeys.all,
        predicate: (query) => !query.queryKey.includes(id),
      }),
    onError: () => queryClient.invalidateQueries({ queryKey: pledgeKeys.all }),
  });
}
