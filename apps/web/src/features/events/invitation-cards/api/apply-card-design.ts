import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CardDesignInput, InvitationCard } from '@karamu/shared';
import { http } from '@/lib/http';
import { invitationCardEndpoint, invitationCardKeys } from '@/entities/invitation-card';

type ApplyCardDesignVariables = { eventId: string; input: CardDesignInput };

/** Makes the card from a gallery design; a card the event has goes only with `replace`. */
async function applyCardDesign({
  eventId,
  input,
}: ApplyCardDesignVariables): Promise<InvitationCard> {
  const { data } = await http.put<InvitationCard>(
    `${invitationCardEndpoint(eventId)}/design`,
    input,
  );
  return data;
}

export function useApplyCardDesign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyCardDesign,
    onSuccess: (card) => {
      queryClient.setQueryData(invitationCardKeys.detail(card.eventId), card);
      void queryClient.invalidateQueries({
        queryKey: invitationCardKeys.samplePreviews(card.eventId),
      });
    },
  });
}
