import { useQuery } from '@tanstack/react-query';
import type { MessageBatch } from '@karamu/shared';
import { http } from '@/lib/http';
import { isBatchFinished } from '../lib/batch-progress';
import { messagingKeys } from '@/entities/messaging';

/** How often a batch still sending is asked about. */
const BATCH_POLL_MS = 1000;

async function getBatch(id: string, signal?: AbortSignal): Promise<MessageBatch> {
  const { data } = await http.get<MessageBatch>(`/message-batches/${id}`, { signal });
  return data;
}

/** One batch, asked for again every second until nothing of it is left to send. */
export function useBatch(id: string) {
  return useQuery({
    queryKey: messagingKeys.batch(id),
    queryFn: ({ signal }) => getBatch(id, signal),
    refetchInterval: (query) =>
      query.state.data && isBatchFinished(query.state.data) ? false : BATCH_POLL_MS,
  });
}
