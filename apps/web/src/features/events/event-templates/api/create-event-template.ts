import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateEventTemplateInput, EventTemplate } from '@karamu/shared';
import { http } from '@/lib/http';
import { EVENT_TEMPLATES_ENDPOINT, eventTemplateKeys } from '@/entities/event-template';

async function createEventTemplate(input: CreateEventTemplateInput): Promise<EventTemplate> {
  const { data } = await http.post<EventTemplate>(EVENT_TEMPLATES_ENDPOINT, input);
  return data;
}

export function useCreateEventTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEventTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventTemplateKeys.all }),
  });
}
