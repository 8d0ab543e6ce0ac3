import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Action, Privilege, PrivilegeGrant } from '@karamu/shared';
import { http } from '@/lib/http';

/** One row of the privilege catalogue as `GET /api/privileges` answers it. */
type CatalogueEntry = {
  value: Privilege;
  action: Action | null;
  resource: string | null;
  grant: PrivilegeGrant;
};

const privilegeKeys = {
  all: ['privileges'] as const,
  catalogue: () => [...privilegeKeys.all, 'catalogue'] as const,
};

async function getPrivileges(): Promise<CatalogueEntry[]> {
  const { data } = await http.get<{ items: CatalogueEntry[]; total: number }>('/privileges');
  return data.items;
}

const privilegesQueryOptions = () =>
  queryOptions({
    queryKey: privilegeKeys.catalogue(),
    queryFn: getPrivileges,
    // The catalogue changes only with a new release of the server.
    staleTime: Infinity,
  });

export function usePrivileges() {
  return useQuery(privilegesQueryOptions());
}
