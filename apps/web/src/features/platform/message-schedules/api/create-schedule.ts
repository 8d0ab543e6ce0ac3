import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateScheduleInput, Schedule } from '@karamu/shared';
import { http } from '@/lib/http';
import { SCHEDULES_ENDPOINT, scheduleKeys } from './get-schedules';

async function createSchedule(input: CreateScheduleInput): Promise<Schedule> {
  const { data } = await http.post<Schedule>(SCHEDULES_ENDPOINT, input);
  return data;
}

export function useCreateSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSchedule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scheduleKeys.all }),
  });
}
