import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckInSummary } from '@karamu/shared';
import { http } from '@/lib/http';
import { checkInKeys, eventPath } from './check-in-keys';

/**
 * Live counters are polled: a request every few seconds per open screen is cheap (three
 * aggregate queries on indexed columns) and needs no socket through proxies (decision 0008).
 */
const SUMMARY_POLL_MS = 5000;

async function getCheckInSummary(eventId: string, signal?: AbortSignal): Promise<CheckInSummary> {
  const { data } = await http.get<CheckInSummary>(`${eventPath(eventId)}/check-ins/summary`, {
    signal,
  });
  return data;
}

const checkInSummaryQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: checkInKeys.summary(eventId),
    queryFn: ({ signal }) => getCheckInSummary(eventId, signal),
    refetchInterval: SUMMARY_POLL_MS,
    retry: false,
  });

export function useCheckInSummary(eventId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...checkInSummaryQueryOptions(eventId), enabled: options.enabled ?? true });
}
