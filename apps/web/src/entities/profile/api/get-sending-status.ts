import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SendingStatus } from '@karamu/shared';
import { http } from '@/lib/http';
import { PROFILE_ENDPOINT } from './get-profile';

/** Apart from the profile's keys: saving the profile need not wait for this to be read again. */
export const sendingStatusKeys = {
  all: ['sending-status'] as const,
};

export async function getSendingStatus(): Promise<SendingStatus> {
  const { data } = await http.get<SendingStatus>(`${PROFILE_ENDPOINT}/sending`);
  return data;
}

export const sendingStatusQueryOptions = () =>
  queryOptions({ queryKey: sendingStatusKeys.all, queryFn: getSendingStatus });

/** Whether the signed-in user may send SMS, and how many are left today (decision 0022). */
export function useSendingStatus() {
  return useQuery(sendingStatusQueryOptions());
}
