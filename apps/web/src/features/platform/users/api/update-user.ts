import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateUserInput, UserRecord } from '@karamu/shared';
import { meKeys } from '@/entities/session';
import { http } from '@/lib/http';
import { USERS_ENDPOINT, userKeys } from '@/entities/user';

export type UpdateUserVariables = { id: string; input: UpdateUserInput };

export async function updateUser({ id, input }: UpdateUserVariables): Promise<UserRecord> {
  const { data } = await http.patch<UserRecord>(`${USERS_ENDPOINT}/${id}`, input);
  return data;
}

/**
 * Settles by refetching the users (a stale version, 409, then shows the current record)
 * and the signed-in user, whose own name or roles may be the ones changed.
 */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.all }),
        queryClient.invalidateQueries({ queryKey: meKeys.all }),
      ]);
    },
  });
}
