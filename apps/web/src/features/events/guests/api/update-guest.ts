import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Guest, UpdateGuestInput } from '@karamu/shared';
import { http } from '@/lib/http';
import { guestKeys, guestsEndpoint } from '@/entities/guest';

type UpdateGuestVariables = { eventId: string; guestId: string; input: UpdateGuestInput };

async function updateGuest({ eventId, guestId, input }: UpdateGuestVariables): Promise<Guest> {
  const { data } = await http.patch<Guest>(`${guestsEndpoint(eventId)}/${guestId}`, input);
  return data;
}

/** Settles by refetching the lists, so a stale version (409) shows the guest as it now is. */
export function useUpdateGuest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGuest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: guestKeys.all }),
  });
}
