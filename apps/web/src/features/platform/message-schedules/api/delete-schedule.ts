import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { SCHEDULES_ENDPOINT, scheduleKeys } from './get-schedules';

async function deleteSchedule(id: string): Promise<void> {
  await http.delete(`${SCHEDULES_ENDPOINT}/${id}`);
}

export function useDeleteSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSchedule,
    onSettled: () => queryClient.invalidateQueries({ queryKey: scheduleKeys.all }),
  });
}
