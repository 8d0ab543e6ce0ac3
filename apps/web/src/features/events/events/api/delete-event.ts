import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { EVENTS_ENDPOINT, eventKeys } from '@/entities/event';

async function deleteEvent(id: string): Promise<void> {
  await http.delete(`${EVENTS_ENDPOINT}/${id}`);
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventKeys.lists() }),
  });
}
