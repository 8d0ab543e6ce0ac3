import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role, UpdateRoleInput } from '@karamu/shared';
import { meKeys } from '@/entities/session';
import { http } from '@/lib/http';
import { ROLES_ENDPOINT, roleKeys } from '@/entities/role';

type UpdateRoleVariables = { id: string; input: UpdateRoleInput };

async function updateRole({ id, input }: UpdateRoleVariables): Promise<Role> {
  const { data } = await http.patch<Role>(`${ROLES_ENDPOINT}/${id}`, input);
  return data;
}

/** Settles by refetching the roles, so a stale version (409) shows the current record too. */
export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRole,
    onSettled: async () => {
      // The editor may hold the role: their own privileges (and navigation) follow.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: roleKeys.all }),
        queryClient.invalidateQueries({ queryKey: meKeys.all }),
      ]);
    },
  });
}
