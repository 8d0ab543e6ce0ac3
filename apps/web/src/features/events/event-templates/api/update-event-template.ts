import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventTemplate, UpdateEventTemplateInput } from '@karamu/shared';
import { http } from '@/lib/http';
import { EVENT_TEMPLATES_ENDPOINT, eventTemplateKeys } from '@/entities/event-template';

export type UpdateEventTemplateVariables = { id: string; input: UpdateEventTemplateInput };

export async function updateEventTemplate({
  id,
  input,
}: UpdateEventTemplateVariables): Promise<EventTemplate> {
  const { data } = await http.patch<EventTemplate>(`${EVENT_TEMPLATES_ENDPOINT}/${id}`, input);
  return data;
}

/** Settles by refetching, so a stale version (409) shows the current design too. */
export function useUpdateEventTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEventTemplate,
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventTemplateKeys.all }),
  });
}
