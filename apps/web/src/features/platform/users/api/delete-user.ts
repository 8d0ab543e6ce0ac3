import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { USERS_ENDPOINT, userKeys } from '@/entities/user';

async function deleteUser(id: string): Promise<void> {
  await http.delete(`${USERS_ENDPOINT}/${id}`);
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
