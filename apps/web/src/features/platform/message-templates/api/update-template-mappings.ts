import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TemplateMappings, UpdateTemplateMappingsInput } from '@karamu/shared';
import { http } from '@/lib/http';
import { MESSAGE_TEMPLATES_ENDPOINT, refreshTemplates } from './get-message-templates';

type UpdateTemplateMappingsVariables = { id: string; input: UpdateTemplateMappingsInput };

async function updateTemplateMappings({
  id,
  input,
}: UpdateTemplateMappingsVariables): Promise<TemplateMappings> {
  const { data } = await http.put<TemplateMappings>(
    `${MESSAGE_TEMPLATES_ENDPOINT}/${id}/mappings`,
    input,
  );
  return data;
}

/** Saving mappings bumps the template's version: the template and its mappings refetch. */
export function useUpdateTemplateMappings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTemplateMappings,
    onSettled: () => refreshTemplates(queryClient),
  });
}
