import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BudgetAnswer, BudgetItem } from '@karamu/shared';
import { http } from '@/lib/http';
import { budgetItemsPath, budgetKeys, budgetPath } from './budget-keys';

const budgetQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: budgetKeys.summary(eventId),
    queryFn: async ({ signal }) => {
      const { data } = await http.get<BudgetAnswer>(budgetPath(eventId), { signal });
      return data.budget;
    },
  });

/** The budget with its totals; null before anyone started it. */
export const useBudget = (eventId: string) => useQuery(budgetQueryOptions(eventId));

export const useBudgetItems = (eventId: string) =>
  useQuery({
    queryKey: budgetKeys.items(eventId),
    queryFn: async ({ signal }) => {
      const { data } = await http.get<{ items: BudgetItem[] }>(budgetItemsPath(eventId), {
        signal,
      });
      return data.items;
    },
  });
