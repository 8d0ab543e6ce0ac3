import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventRecord, UpdateEventInput } from '@karamu/shared';
import { http } from '@/lib/http';
import { EVENTS_ENDPOINT, eventKeys } from '@/entities/event';

type UpdateEventVariables = { id: string; input: UpdateEventInput };

async function updateEvent({ id, input }: UpdateEventVariables): Promise<EventRecord> {
  const { data } = await http.patch<EventRecord>(`${EVENTS_ENDPOINT}/${id}`, input);
  return data;
}

/**
 * Saves and puts the answer in the cache; settles by refetching the event and the lists,
 * so a stale version (409) shows the record as it now is.
 */
export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEvent,
    onSuccess: (event) => queryClient.setQueryData(eventKeys.detail(event.id), event),
    onSettled: (_data, _error, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: eventKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: eventKeys.lists() }),
      ]),
  });
}
