import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { EVENT_TEMPLATES_ENDPOINT, eventTemplateKeys } from '@/entities/event-template';

export async function deleteEventTemplate(id: string): Promise<void> {
  await http.delete(`${EVENT_TEMPLATES_ENDPOINT}/${id}`);
}

export function useDeleteEventTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEventTemplate,
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventTemplateKeys.all }),
  });
}
