import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageTemplate, UpdateMessageTemplateInput } from '@karamu/shared';
import { http } from '@/lib/http';
import { MESSAGE_TEMPLATES_ENDPOINT, refreshTemplates } from './get-message-templates';

type UpdateMessageTemplateVariables = { id: string; input: UpdateMessageTemplateInput };

async function updateMessageTemplate({
  id,
  input,
}: UpdateMessageTemplateVariables): Promise<MessageTemplate> {
  const { data } = await http.patch<MessageTemplate>(`${MESSAGE_TEMPLATES_ENDPOINT}/${id}`, input);
  return data;
}

/**
 * Settles by refetching everything of templates: a stale version (409) shows the current
 * text, and a placeholder taken out of the text has lost its mapping.
 */
export function useUpdateMessageTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMessageTemplate,
    onSettled: () => refreshTemplates(queryClient),
  });
}
