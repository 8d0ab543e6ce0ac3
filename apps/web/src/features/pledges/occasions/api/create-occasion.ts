import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateOccasionInput, Occasion } from '@karamu/shared';
import { pledgeKeys } from '@/entities/pledges';
import { http } from '@/lib/http';
import { OCCASIONS_ENDPOINT } from './get-occasions';

async function createOccasion(input: CreateOccasionInput): Promise<Occasion> {
  const { data } = await http.post<Occasion>(OCCASIONS_ENDPOINT, input);
  return data;
}

/** The occasion lists and every occasion menu of the area show it. */
export function useCreateOccasion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOccasion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pledgeKeys.all }),
  });
}
