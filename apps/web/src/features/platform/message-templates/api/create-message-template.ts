import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateMessageTemplateInput, MessageTemplate } from '@karamu/shared';
import { http } from '@/lib/http';
import { MESSAGE_TEMPLATES_ENDPOINT, refreshTemplates } from './get-message-templates';

async function createMessageTemplate(input: CreateMessageTemplateInput): Promise<MessageTemplate> {
  const { data } = await http.post<MessageTemplate>(MESSAGE_TEMPLATES_ENDPOINT, input);
  return data;
}

export function useCreateMessageTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMessageTemplate,
    onSuccess: () => refreshTemplates(queryClient),
  });
}
