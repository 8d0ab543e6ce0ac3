import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http';

export type TestMessageInput = { templateId: string; contextId: string };

/** The template rendered for one recipient, sent to the caller's own phone or e-mail. */
export async function sendTestMessage(input: TestMessageInput): Promise<{ id: string }> {
  const { data } = await http.post<{ id: string }>('/message-batches/test', input);
  return data;
}

export function useSendTestMessage() {
  return useMutation({ mutationFn: sendTestMessage });
}
