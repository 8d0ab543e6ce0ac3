import { useMutation } from '@tanstack/react-query';
import type { SessionsEnded } from '@karamu/shared';
import { http } from '@/lib/http';
import { PROFILE_ENDPOINT } from '@/entities/profile';

async function signOutOtherSessions(): Promise<SessionsEnded> {
  const { data } = await http.post<SessionsEnded>(`${PROFILE_ENDPOINT}/sessions/sign-out-others`);
  return data;
}

export function useSignOutOtherSessions() {
  return useMutation({ mutationFn: signOutOtherSessions });
}
