import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateGuestInput, Guest } from '@karamu/shared';
import { http } from '@/lib/http';
import { guestKeys, guestsEndpoint } from '@/entities/guest';

type CreateGuestVariables = { eventId: string; input: CreateGuestInput };

async function createGuest({ eventId, input }: CreateGuestVariables): Promise<Guest> {
  const { data } = await http.post<Guest>(guestsEndpoint(eventId), input);
  return data;
}

export function useCreateGuest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGuest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: guestKeys.lists() }),
  });
}
