import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SendingStatus } from '@karamu/shared';
import { http } from '@/lib/http';

/** Apart from the profile's keys: saving the profile need not wait for this to be read again. */
export const sendingStatusKeys = {
  all: ['sending-status'] as const,
};

async function getSendingStatus(): Promise<SendingStatus> {
  const { data } = await http.get<SendingStatus>('/profile/sending');
  return data;
}

const sendingStatusQueryOptions = () =>
  queryOptions({ queryKey: sendingStatusKeys.all, queryFn: getSendingStatus });

/**
 * Whether the signed-in user may send SMS and how many are left today (decision 0022), and
 * which channels have a provider and where links point (decision 0029): read by the send
 * screens, the messages list, Settings and the dashboard home's setup checklist.
 */
export function useSendingStatus() {
  return useQuery(sendingStatusQueryOptions());
}
