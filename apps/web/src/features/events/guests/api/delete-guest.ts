import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { guestKeys, guestsEndpoint } from '@/entities/guest';

export type DeleteGuestVariables = { eventId: string; guestId: string };

export async function deleteGuest({ eventId, guestId }: DeleteGuestVariables): Promise<void> {
  await http.delete(`${guestsEndpoint(eventId)}/${guestId}`);
}

export function useDeleteGuest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGuest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: guestKeys.lists() }),
  });
}
