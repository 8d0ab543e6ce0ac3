import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateEventInput, EventRecord } from '@karamu/shared';
import { http } from '@/lib/http';
import { EVENTS_ENDPOINT, eventKeys } from '@/entities/event';

async function createEvent(input: CreateEventInput): Promise<EventRecord> {
  const { data } = await http.post<EventRecord>(EVENTS_ENDPOINT, input);
  return data;
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.lists() }),
  });
}
