import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Category, CreateCategoryInput } from '@karamu/shared';
import { http } from '@/lib/http';
import { CATEGORIES_ENDPOINT, categoryKeys } from '@/entities/category';

async function createCategory(input: CreateCategoryInput): Promise<Category> {
  const { data } = await http.post<Category>(CATEGORIES_ENDPOINT, input);
  return data;
}

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  });
}
