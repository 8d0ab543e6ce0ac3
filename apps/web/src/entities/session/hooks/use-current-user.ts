import type { CurrentUser } from '@karamu/shared';
import { useMe } from '../api/get-me';

/** The signed-in user, for screens that only render once someone is signed in. */
export function useCurrentUser(): CurrentUser {
  const { data } = useMe();
  if (!data) throw new Error('useCurrentUser is used outside a signed-in area');
  return data;
}
