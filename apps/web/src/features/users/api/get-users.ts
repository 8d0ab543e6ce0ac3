import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, UserRecord } from '@karamu/shared';
import { http } from '@/lib/http';

export type UsersPageParams = { page: number; size: number };

export const userKeys = {
  all: ['users'] as const,
  list: (params: UsersPageParams) => [...userKeys.all, 'list', params] as const,
};

export async function getUsers(params: UsersPageParams): Promise<Page<UserRecord>> {
  const { data } = await http.get<Page<UserRecord>>('/users', { params });
  return data;
}

export const usersQueryOptions = (params: UsersPageParams) =>
  queryOptions({ queryKey: userKeys.list(params), queryFn: () => getUsers(params) });

export function useUsers(params: UsersPageParams) {
  return useQuery(usersQueryOptions(params));
}
