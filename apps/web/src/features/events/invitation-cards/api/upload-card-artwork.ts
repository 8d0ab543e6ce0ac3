import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvitationCard } from '@karamu/shared';
import { http } from '@/lib/http';
import { invitationCardEndpoint, invitationCardKeys } from '@/entities/invitation-card';

type UploadCardArtworkVariables = {
  eventId: string;
  /** The file as FileReader.readAsDataURL gives it. */
  artwork: string;
};

/** Uploads or replaces the artwork; the server keeps the placed fields. */
async function uploadCardArtwork({
  eventId,
  artwork,
}: UploadCardArtworkVariables): Promise<InvitationCard> {
  const { data } = await http.put<InvitationCard>(`${invitationCardEndpoint(eventId)}/artwork`, {
    artwork,
  });
  return data;
}

export function useUploadCardArtwork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadCardArtwork,
    onSuccess: (card) => {
      queryClient.setQueryData(invitationCardKeys.detail(card.eventId), card);
      void queryClient.invalidateQueries({
        queryKey: invitationCardKeys.samplePreviews(card.eventId),
      });
    },
  });
}
