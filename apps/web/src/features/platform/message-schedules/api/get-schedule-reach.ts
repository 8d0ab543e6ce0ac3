import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BatchEstimate } from '@karamu/shared';
import { http } from '@/lib/http';
import { SCHEDULES_ENDPOINT, scheduleKeys } from './get-schedules';

/** Who a run of the schedule would reach now: the estimate of a send now. */
async function getScheduleReach(id: string, signal?: AbortSignal): Promise<BatchEstimate> {
  const { data } = await http.get<BatchEstimate>(`${SCHEDULES_ENDPOINT}/${id}/reach`, { signal });
  return data;
}

const scheduleReachQueryOptions = (id: string) =>
  queryOptions({
    queryKey: scheduleKeys.reach(id),
    queryFn: ({ signal }) => getScheduleReach(id, signal),
    // "Now" means now: asked afresh each time the dialog opens.
    staleTime: 0,
  });

export function useScheduleReach(id: string | undefined) {
  return useQuery({ ...scheduleReachQueryOptions(id ?? ''), enabled: id !== undefined });
}
