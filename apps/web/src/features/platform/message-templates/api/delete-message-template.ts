import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { MESSAGE_TEMPLATES_ENDPOINT, refreshTemplates } from './get-message-templates';

async function deleteMessageTemplate(id: string): Promise<void> {
  await http.delete(`${MESSAGE_TEMPLATES_ENDPOINT}/${id}`);
}

export function useDeleteMessageTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMessageTemplate,
    onSettled: () => refreshTemplates(queryClient),
  });
}
