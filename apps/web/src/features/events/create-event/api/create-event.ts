import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateEventInput, EventRecord } from '@karamu/shared';
import { eventKeys } from '@/entities/event';
import { http } from '@/lib/http';

/** The visitor's event, created as a draft owned by them. */
async function createEvent(input: CreateEventInput): Promise<EventRecord> {
  const { data } = await http.post<EventRecord>('/events', input);
  return data;
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.lists() }),
  });
}
