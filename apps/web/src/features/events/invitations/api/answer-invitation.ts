import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invitation, InvitationAnswerInput } from '@karamu/shared';
import { http } from '@/lib/http';
import { invitationKeys } from './get-invitation';

async function answerInvitation(token: string, input: InvitationAnswerInput) {
  const { data } = await http.post<Invitation>(
    `/invitations/${encodeURIComponent(token)}/answer`,
    input,
  );
  return data;
}

export function useAnswerInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InvitationAnswerInput) => answerInvitation(token, input),
    onSuccess: (invitation) => queryClient.setQueryData(invitationKeys.detail(token), invitation),
  });
}
