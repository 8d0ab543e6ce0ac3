import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { CATEGORIES_ENDPOINT, categoryKeys } from '@/entities/category';

export async function deleteCategory(id: string): Promise<void> {
  await http.delete(`${CATEGORIES_ENDPOINT}/${id}`);
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSettled: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  });
}
