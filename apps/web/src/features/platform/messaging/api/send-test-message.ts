import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendingStatusKeys } from '@/entities/sending';
import { http } from '@/lib/http';

type TestMessageInput = { templateId: string; contextId: string };

/** The template rendered for one recipient, sent to the caller's own phone or e-mail. */
async function sendTestMessage(input: TestMessageInput): Promise<{ id: string }> {
  const { data } = await http.post<{ id: string }>('/message-batches/test', input);
  return data;
}

/** A test SMS counts towards today's allowance: the sending standing is read again. */
export function useSendTestMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sendingStatusKeys.all }),
  });
}
