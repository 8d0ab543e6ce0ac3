import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnswerBookingInput, VendorBooking, VendorBookingsPage } from '@karamu/shared';
import { VENDORS_ENDPOINT, vendorKeys } from '@/entities/vendor';
import { http } from '@/lib/http';

export const BOOKING_REQUESTS_PAGE_SIZE = 10;

const bookingsPath = (vendorId: string) =>
  `${VENDORS_ENDPOINT}/${encodeURIComponent(vendorId)}/bookings`;

/** `GET /api/vendors/:id/bookings?status=requested`: the requests awaiting the owner's answer. */
export function useBookingRequests(vendorId: string, page: number) {
  return useQuery({
    queryKey: vendorKeys.bookingPage(vendorId, page),
    queryFn: async ({ signal }) =>
      (
        await http.get<VendorBookingsPage>(bookingsPath(vendorId), {
          params: { status: 'requested', page, size: BOOKING_REQUESTS_PAGE_SIZE },
          signal,
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}

/** Confirms or declines one booking; the requests list then drops it. */
export function useAnswerBooking(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ eventId, answer }: { eventId: string } & AnswerBookingInput) => {
      const { data } = await http.post<VendorBooking>(
        `${bookingsPath(vendorId)}/${encodeURIComponent(eventId)}/answer`,
        { answer },
      );
      return data;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: vendorKeys.bookings(vendorId) }),
  });
}
