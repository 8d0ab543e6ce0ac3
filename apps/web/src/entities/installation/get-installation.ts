import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicInstallation } from '@karamu/shared';
import { http } from '@/lib/http';

export const installationKeys = {
  all: ['installation'] as const,
};

/** Public: the sign-up page reads it before anyone is signed in. */
async function getInstallation(): Promise<PublicInstallation> {
  const { data } = await http.get<PublicInstallation>('/installation');
  return data;
}

const installationQueryOptions = () =>
  queryOptions({
    queryKey: installationKeys.all,
    queryFn: getInstallation,
    // An administrator sets it once; a page opened before a change may keep the old one.
    staleTime: 5 * 60_000,
  });

export function useInstallation({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...installationQueryOptions(), enabled });
}
