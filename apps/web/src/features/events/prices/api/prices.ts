/**
 * Writing an event's card prices and bundles (decision 0047); the lists are in
 * entities/prices. A write refreshes the event (and so the lists under its key) and
 * the guests, whose amounts due follow from these.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  Bundle,
  CreateBundleInput,
  CreatePriceInput,
  Price,
  UpdateBundleInput,
  UpdatePriceInput,
} from '@karamu/shared';
import { eventKeys } from '@/entities/event';
import { eventPricesPath as pathOf, type EventPriceKind as Kind } from '@/entities/prices';
import { guestKeys } from '@/entities/guest';
import { http } from '@/lib/http';

export const getPrice = async (eventId: string, id: string) =>
  (await http.get<Price>(`${pathOf(eventId, 'prices')}/${id}`)).data;
export const getBundle = async (eventId: string, id: string) =>
  (await http.get<Bundle>(`${pathOf(eventId, 'bundles')}/${id}`)).data;

function useWrite<TArgs, TResult>(eventId: string, write: (args: TArgs) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    // The event's currency and its guests' amounts due may have changed too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: eventKeys.detail(eventId) }),
        queryClient.invalidateQueries({ queryKey: guestKeys.lists() }),
      ]),
  });
}

export const useCreatePrice = (eventId: string) =>
  useWrite(
    eventId,
    async (input: CreatePriceInput) =>
      (await http.post<Price>(pathOf(eventId, 'prices'), input)).data,
  );

export const useUpdatePrice = (eventId: string) =>
  useWrite(
    eventId,
    async ({ id, input }: { id: string; input: UpdatePriceInput }) =>
      (await http.patch<Price>(`${pathOf(eventId, 'prices')}/${id}`, input)).data,
  );

export const useCreateBundle = (eventId: string) =>
  useWrite(
    eventId,
    async (input: CreateBundleInput) =>
      (await http.post<Bundle>(pathOf(eventId, 'bundles'), input)).data,
  );

export const useUpdateBundle = (eventId: string) =>
  useWrite(
    eventId,
    async ({ id, input }: { id: string; input: UpdateBundleInput }) =>
      (await http.patch<Bundle>(`${pathOf(eventId, 'bundles')}/${id}`, input)).data,
  );

export const useDeletePriceOrBundle = (eventId: string) =>
  useWrite(eventId, async ({ kind, id }: { kind: Kind; id: string }) => {
    await http.delete(`${pathOf(eventId, kind)}/${id}`);
  });
