import { queryOptions, useQuery } from '@tanstack/react-query';
import { vendorKeys } from '@/entities/vendor';
import { http } from '@/lib/http';

/** One item of the completeness checklist; `key` names what it checks (see CHECKLIST_FIXES). */
export type ChecklistItem = { key: string; label: string; done: boolean };

/** `GET /api/vendor-dashboard/summary?vendorId=`: the dashboard home's figures. */
export type VendorDashboardSummary = {
  views: number;
  newEnquiries: number;
  rating: number | null;
  reviewCount: number;
  checklist: ChecklistItem[];
};

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
