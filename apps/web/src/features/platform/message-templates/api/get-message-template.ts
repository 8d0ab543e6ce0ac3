import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MessageTemplate } from '@karamu/shared';
import { http } from '@/lib/http';
import { MESSAGE_TEMPLATES_ENDPOINT, messageTemplateKeys } from './get-message-templates';

async function getMessageTemplate(id: string, signal?: AbortSignal): Promise<MessageTemplate> {
  const { data } = await http.get<MessageTemplate>(
    `${MESSAGE_TEMPLATES_ENDPOINT}/${encodeURIComponent(id)}`,
    { signal },
  );
  return data;
}

const messageTemplateQueryOptions = (id: string) =>
  queryOptions({
    queryKey: messageTemplateKeys.detail(id),
    queryFn: ({ signal }) => getMessageTemplate(id, signal),
  });

export function useMessageTemplate(id: string) {
  return useQuery(messageTemplateQueryOptions(id));
}
