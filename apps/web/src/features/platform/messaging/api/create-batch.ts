import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BatchCreated, CreateBatchInput } from '@karamu/shared';
import { sendingStatusKeys } from '@/entities/sending';
import { http } from '@/lib/http';
import { messagingKeys } from '@/entities/messaging';

/** Queues one message per recipient; above CONFIRM_ABOVE recipients only with `confirm`. */
async function createBatch(input: CreateBatchInput): Promise<BatchCreated> {
  const { data } = await http.post<BatchCreated>('/message-batches', input);
  return data;
}

export function useCreateBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBatch,
    // Today's SMS left (the sending standing) changes with every send too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messagingKeys.all }),
        queryClient.invalidateQueries({ queryKey: sendingStatusKeys.all }),
      ]),
  });
}
