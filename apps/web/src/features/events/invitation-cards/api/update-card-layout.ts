import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvitationCard, UpdateCardLayoutInput } from '@karamu/shared';
import { http } from '@/lib/http';
import { invitationCardEndpoint, invitationCardKeys } from '@/entities/invitation-card';

type UpdateCardLayoutVariables = { eventId: string; input: UpdateCardLayoutInput };

async function updateCardLayout({
  eventId,
  input,
}: UpdateCardLayoutVariables): Promise<InvitationCard> {
  const { data } = await http.patch<InvitationCard>(invitationCardEndpoint(eventId), input);
  return data;
}

/** A stale version (409) refetches, so "load the saved card" has the other person's layout. */
export function useUpdateCardLayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCardLayout,
    onSuccess: (card) => queryClient.setQueryData(invitationCardKeys.detail(card.eventId), card),
    onError: (_error, { eventId }) =>
      queryClient.invalidateQueries({ queryKey: invitationCardKeys.detail(eventId) }),
    onSettled: (_card, _error, { eventId }) =>
      queryClient.invalidateQueries({ queryKey: invitationCardKeys.samplePreviews(eventId) }),
  });
}
