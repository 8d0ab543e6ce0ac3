import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Category, UpdateCategoryInput } from '@karamu/shared';
import { http } from '@/lib/http';
import { CATEGORIES_ENDPOINT, categoryKeys } from '@/entities/category';

type UpdateCategoryVariables = { id: string; input: UpdateCategoryInput };

async function updateCategory({ id, input }: UpdateCategoryVariables): Promise<Category> {
  const { data } = await http.patch<Category>(`${CATEGORIES_ENDPOINT}/${id}`, input);
  return data;
}

/** Settles by refetching, so a stale version (409) shows the current record too. */
export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCategory,
    onSettled: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  });
}
