import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TemplateMappings } from '@karamu/shared';
import { http } from '@/lib/http';
import { MESSAGE_TEMPLATES_ENDPOINT, messageTemplateKeys } from './get-message-templates';

async function getTemplateMappings(id: string, signal?: AbortSignal): Promise<TemplateMappings> {
  const { data } = await http.get<TemplateMappings>(
    `${MESSAGE_TEMPLATES_ENDPOINT}/${encodeURIComponent(id)}/mappings`,
    { signal },
  );
  return data;
}

const templateMappingsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: messageTemplateKeys.mappings(id),
    queryFn: ({ signal }) => getTemplateMappings(id, signal),
  });

export function useTemplateMappings(id: string) {
  return useQuery(templateMappingsQueryOptions(id));
}
