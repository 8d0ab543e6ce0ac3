import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { invitationCardEndpoint, invitationCardKeys } from '@/entities/invitation-card';

async function deleteInvitationCard(eventId: string): Promise<void> {
  await http.delete(invitationCardEndpoint(eventId));
}

export function useDeleteInvitationCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInvitationCard,
    onSuccess: (_answer, eventId) => {
      queryClient.setQueryData(invitationCardKeys.detail(eventId), null);
      queryClient.removeQueries({ queryKey: invitationCardKeys.samplePreviews(eventId) });
    },
  });
}
