import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, LoginInput } from '@karamu/shared';
import { http } from '@/lib/http';
import { rememberUser } from '../lib/remembered-user';
import { meKeys } from './get-me';

async function login(input: LoginInput): Promise<CurrentUser> {
  // A 401 here means wrong credentials, not an expired session.
  const { data } = await http.post<CurrentUser>('/login', input, { isSessionProbe: true });
  // As GET /api/me would: the dashboard may have to open offline before the next one.
  rememberUser(data);
  return data;
}

/** Signs in and makes the answer the current user, so the app switches without a refetch. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => queryClient.setQueryData(meKeys.full(), user),
  });
}
