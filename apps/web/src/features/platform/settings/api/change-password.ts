import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput, SessionsEnded } from '@karamu/shared';
import { http } from '@/lib/http';
import { PROFILE_ENDPOINT } from '@/entities/profile';

async function changePassword(input: ChangePasswordInput): Promise<SessionsEnded> {
  const { data } = await http.post<SessionsEnded>(`${PROFILE_ENDPOINT}/password`, input);
  return data;
}

/** Every other session of the user ends on the server; nothing cached here changes. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
