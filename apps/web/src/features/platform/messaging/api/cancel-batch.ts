import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageBatch } from '@karamu/shared';
import { http } from '@/lib/http';
import { messagingKeys } from '@/entities/messaging';

/** Cancels what of the batch is still queued; what is already with the provider stays sent. */
async function cancelBatch(id: string): Promise<MessageBatch> {
  const { data } = await http.post<MessageBatch>(`/message-batches/${id}/cancel`);
  return data;
}

export function useCancelBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBatch,
    onSettled: () => queryClient.invalidateQueries({ queryKey: messagingKeys.all }),
  });
}
