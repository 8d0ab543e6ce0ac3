import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meKeys } from '@/entities/session';
import { http } from '@/lib/http';
import { ROLES_ENDPOINT, roleKeys } from '@/entities/role';

async function deleteRole(id: string): Promise<void> {
  await http.delete(`${ROLES_ENDPOINT}/${id}`);
}

export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRole,
    onSettled: async () => {
      // The editor may hold the role: their own privileges (and navigation) follow.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: roleKeys.all }),
        queryClient.invalidateQueries({ queryKey: meKeys.all }),
      ]);
    },
  });
}
