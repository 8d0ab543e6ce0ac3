import { useQuery } from '@tanstack/react-query';
import type { BatchEstimate, EstimateBatchInput } from '@karamu/shared';
import { http } from '@/lib/http';
import { messagingKeys } from '@/entities/messaging';

/** Who a send would reach and what it would cost, without queuing anything. */
async function estimateBatch(
  input: EstimateBatchInput,
  signal?: AbortSignal,
): Promise<BatchEstimate> {
  const { data } = await http.post<BatchEstimate>('/message-batches/estimate', input, { signal });
  return data;
}

/** Asked afresh whenever the choice changes; nothing while the choice is incomplete. */
export function useEstimate(input: EstimateBatchInput | null) {
  return useQuery({
    queryKey: input ? messagingKeys.estimate(input) : [...messagingKeys.all, 'estimate'],
    queryFn: ({ signal }) => estimateBatch(input!, signal),
    enabled: input !== null,
  });
}
