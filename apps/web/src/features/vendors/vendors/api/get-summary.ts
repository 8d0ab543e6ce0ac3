import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VendorDashboardSummary } from '@karamu/shared';
import { vendorKeys } from '@/entities/vendor';
import { http } from '@/lib/http';

/** `GET /api/vendor-dashboard/summary?vendorId=`: the dashboard home's figures. */
export function useVendorSummary(vendorId: string | undefined) {
  return useQuery(
    queryOptions({
      queryKey: vendorKeys.summary(vendorId ?? ''),
      queryFn: async ({ signal }) =>
        (
          await http.get<VendorDashboardSummary>('/vendor-dashboard/summary', {
            params: { vendorId },
            signal,
          })
        ).data,
      enabled: vendorId !== undefined,
    }),
  );
}
