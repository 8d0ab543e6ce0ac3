import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  encodeFilters,
  FILTER_QUERY_PARAM,
  type AudienceName,
  type MessageTemplate,
  type Page,
} from '@karamu/shared';
import { http } from '@/lib/http';
import { messagingKeys } from '@/entities/messaging';

export type TemplateChoice = Pick<MessageTemplate, 'id' | 'name' | 'channel'>;

/** The templates that speak to `audience`, by name. */
async function getTemplates(
  audience: AudienceName,
  signal?: AbortSignal,
): Promise<TemplateChoice[]> {
  const params = new URLSearchParams({ fields: 'id,name,channel', size: '1000', sort: 'name' });
  for (const value of encodeFilters({ filters: { audience: [{ value: audience }] } })) {
    params.append(FILTER_QUERY_PARAM, value);
  }
  const { data } = await http.get<Page<TemplateChoice>>('/templates', { params, signal });
  return data.items;
}

export function useTemplates(audience: AudienceName) {
  return useQuery(
    queryOptions({
      queryKey: messagingKeys.templates(audience),
      queryFn: ({ signal }) => getTemplates(audience, signal),
    }),
  );
}
