import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Schedule, ScheduleAction } from '@karamu/shared';
import { http } from '@/lib/http';
import { SCHEDULES_ENDPOINT, scheduleKeys } from './get-schedules';

type ScheduleActionVariables = { schedule: Schedule; action: ScheduleAction };

/** Pause, resume or cancel, based on the version the page shows. */
async function applyScheduleAction({
  schedule,
  action,
}: ScheduleActionVariables): Promise<Schedule> {
  const { data } = await http.post<Schedule>(`${SCHEDULES_ENDPOINT}/${schedule.id}/${action}`, {
    version: schedule.version,
  });
  return data;
}

export function useApplyScheduleAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyScheduleAction,
    onSettled: () => queryClient.invalidateQueries({ queryKey: scheduleKeys.all }),
  });
}
