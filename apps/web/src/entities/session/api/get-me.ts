import { queryOptions, useQuery } from '@tanstack/react-query';
import { isAxiosError } from '@/lib/http-errors';
import { ME_FULL_FIELDS, type CurrentUser } from '@karamu/shared';
import { http } from '@/lib/http';
import { forgetUser, recallUser, rememberUser } from '../lib/remembered-user';

export const meKeys = {
  all: ['me'] as const,
  full: () => [...meKeys.all, 'full'] as const,
};

/**
 * The signed-in user, or null when nobody is signed in (the server answers 401). When the
 * server cannot be reached at all, the last user it confirmed on this device, so the
 * dashboard (and the check-in screen) opens offline.
 */
export async function getMe(): Promise<CurrentUser | null> {
  try {
    const { data } = await http.get<CurrentUser>('/me', {
      params: { fields: ME_FULL_FIELDS },
      isSessionProbe: true,
    });
    rememberUser(data);
    return data;
  } catch (error) {
    if (isAxiosError(error) && error.response?.status === 401) {
      forgetUser();
      return null;
    }
    const unreachable = isAxiosError(error) && !error.response && error.code !== 'ERR_CANCELED';
    const remembered = unreachable ? recallUser() : null;
    if (remembered) return remembered;
    throw error;
  }
}

/** The me query does not retry and does not refetch on focus or mount. */
const meQueryOptions = () =>
  queryOptions({
    queryKey: meKeys.full(),
    queryFn: getMe,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnMount: false,
  });

export function useMe() {
  return useQuery(meQueryOptions());
}
