import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, SignupInput } from '@karamu/shared';
import { meKeys } from './get-me';
import { http } from '@/lib/http';

/** Creates an account; the answer is the new user, signed in (the cookie is set). */
async function signUp(input: SignupInput): Promise<CurrentUser> {
  const { data } = await http.post<CurrentUser>('/signup', input);
  return data;
}

/** Signs up and makes the answer the current user, so the app switches without a refetch. */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: (user) => queryClient.setQueryData(meKeys.full(), user),
  });
}
