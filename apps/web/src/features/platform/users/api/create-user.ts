import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateUserInput, UserRecord } from '@karamu/shared';
import { http } from '@/lib/http';
import { USERS_ENDPOINT, userKeys } from '@/entities/user';

async function createUser(input: CreateUserInput): Promise<UserRecord> {
  const { data } = await http.post<UserRecord>(USERS_ENDPOINT, input);
  return data;
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
