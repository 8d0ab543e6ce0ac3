/** Every write to the budget, its items and their payments; each refreshes the whole budget. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  Budget,
  BudgetItem,
  CreateBudgetInput,
  CreateBudgetItemInput,
  BudgetItemPaymentInput,
  UpdateBudgetInput,
  UpdateBudgetItemInput,
} from '@karamu/shared';
import { http } from '@/lib/http';
import { budgetItemsPath, budgetKeys, budgetPath } from './budget-keys';

function useBudgetMutation<Input, Output>(
  eventId: string,
  write: (input: Input) => Promise<Output>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: budgetKeys.all(eventId) }),
  });
}

export const useStartBudget = (eventId: string) =>
  useBudgetMutation(eventId, async (input: CreateBudgetInput) => {
    const { data } = await http.post<Budget>(budgetPath(eventId), input);
    return data;
  });

export const useUpdateBudget = (eventId: string) =>
  useBudgetMutation(eventId, async (input: UpdateBudgetInput) => {
    const { data } = await http.patch<Budget>(budgetPath(eventId), input);
    return data;
  });

export const useDeleteBudget = (eventId: string) =>
  useBudgetMutation(eventId, async () => {
    await http.delete(budgetPath(eventId));
  });

export const useCreateBudgetItem = (eventId: string) =>
  useBudgetMutation(eventId, async (input: CreateBudgetItemInput) => {
    const { data } = await http.post<BudgetItem>(budgetItemsPath(eventId), input);
    return data;
  });

export const useUpdateBudgetItem = (eventId: string) =>
  useBudgetMutation(
    eventId,
    async ({ itemId, input }: { itemId: string; input: UpdateBudgetItemInput }) => {
      const { data } = await http.patch<BudgetItem>(`${budgetItemsPath(eventId)}/${itemId}`, input);
      return data;
    },
  );

export const useDeleteBudgetItem = (eventId: string) =>
  useBudgetMutation(eventId, async (itemId: string) => {
    await http.delete(`${budgetItemsPath(eventId)}/${itemId}`);
  });

export const useAddBudgetItemPayment = (eventId: string) =>
  useBudgetMutation(
    eventId,
    async ({ itemId, input }: { itemId: string; input: BudgetItemPaymentInput }) => {
      const { data } = await http.post<BudgetItem>(
        `${budgetItemsPath(eventId)}/${itemId}/payments`,
        input,
      );
      return data;
    },
  );

export const useDeleteBudgetItemPayment = (eventId: string) =>
  useBudgetMutation(
    eventId,
    async ({ itemId, paymentId }: { itemId: string; paymentId: string }) => {
      const { data } = await http.delete<BudgetItem>(
        `${budgetItemsPath(eventId)}/${itemId}/payments/${paymentId}`,
      );
      return data;
    },
  );
