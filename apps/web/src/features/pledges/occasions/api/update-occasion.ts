import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Occasion, UpdateOccasionInput } from '@karamu/shared';
import { pledgeKeys } from '@/entities/pledges';
import { http } from '@/lib/http';
import { OCCASIONS_ENDPOINT, occasionKeys } from './get-occasions';

type UpdateOccasionVariables = { id: string; input: UpdateOccasionInput };

async function updateOccasion({ id, input }: UpdateOccasionVariables): Promise<Occasion> {
  const { data } = await http.patch<Occasion>(`${OCCASIONS_ENDPOINT}/${id}`, input);
  return data;
}

/**
 * Saves and puts the answer in the cache; settles by refetching the area (members and
 * contributions carry the occasion's name), so a stale version (409) shows the record as
 * it now is.
 */
export function useUpdateOccasion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOccasion,
    onSuccess: (occasion) => queryClient.setQueryData(occasionKeys.detail(occasion.id), occasion),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pledgeKeys.all }),
  });
}
