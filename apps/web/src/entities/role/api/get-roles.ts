import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, Role } from '@karamu/shared';
import { http } from '@/lib/http';

/** The roles list endpoint, under /api. */
export const ROLES_ENDPOINT = '/roles';

/** Enough for every role an installation has: roles are a handful, not thousands. */
const ALL_ROLES_PAGE_SIZE = 1000;

export const roleKeys = {
  all: ['roles'] as const,
  /** The roles table's pages (the data table appends its request). */
  lists: () => [...roleKeys.all, 'list'] as const,
  /** Every role at once, for pickers and filters. */
  choices: () => [...roleKeys.all, 'choices'] as const,
};

/** Every role by name, for choosing roles (user forms, the users filter). */
async function getAllRoles(): Promise<Role[]> {
  const { data } = await http.get<Page<Role>>(ROLES_ENDPOINT, {
    params: { page: 1, size: ALL_ROLES_PAGE_SIZE, sort: 'name' },
  });
  return data.items;
}

const allRolesQueryOptions = () =>
  queryOptions({ queryKey: roleKeys.choices(), queryFn: getAllRoles });

/** Every role; pass `enabled: false` when the user may not read roles (READ_ROLES). */
export function useAllRoles({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...allRolesQueryOptions(), enabled });
}
