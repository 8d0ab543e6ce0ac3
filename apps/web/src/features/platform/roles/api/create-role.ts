import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateRoleInput, Role } from '@karamu/shared';
import { http } from '@/lib/http';
import { ROLES_ENDPOINT, roleKeys } from '@/entities/role';

async function createRole(input: CreateRoleInput): Promise<Role> {
  const { data } = await http.post<Role>(ROLES_ENDPOINT, input);
  return data;
}

export function useCreateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.all }),
  });
}
