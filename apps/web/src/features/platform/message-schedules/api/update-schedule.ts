import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Schedule, UpdateScheduleInput } from '@karamu/shared';
import { http } from '@/lib/http';
import { SCHEDULES_ENDPOINT, scheduleKeys } from './get-schedules';

type UpdateScheduleVariables = { id: string; input: UpdateScheduleInput };

async function updateSchedule({ id, input }: UpdateScheduleVariables): Promise<Schedule> {
  const { data } = await http.patch<Schedule>(`${SCHEDULES_ENDPOINT}/${id}`, input);
  return data;
}

/** Settles by refetching, so a stale version (409) shows the current schedule too. */
export function useUpdateSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSchedule,
    onSettled: () => queryClient.invalidateQueries({ queryKey: scheduleKeys.all }),
  });
}
