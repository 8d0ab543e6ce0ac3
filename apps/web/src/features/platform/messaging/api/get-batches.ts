import { useQuery } from '@tanstack/react-query';
import type { MessageBatch, Page } from '@karamu/shared';
import { http } from '@/lib/http';
import { messagingKeys } from '@/entities/messaging';

/** How many recent batches the messages page offers to narrow the list to. */
const RECENT_BATCHES = 50;

async function getRecentBatches(signal?: AbortSignal): Promise<MessageBatch[]> {
  const params = new URLSearchParams({ size: String(RECENT_BATCHES), sort: '-createdAt' });
  const { data } = await http.get<Page<MessageBatch>>('/message-batches', { params, signal });
  return data.items;
}

export function useRecentBatches() {
  return useQuery({
    queryKey: messagingKeys.recentBatches(),
    queryFn: ({ signal }) => getRecentBatches(signal),
  });
}
