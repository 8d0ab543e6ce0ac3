import { queryOptions, useQuery } from '@tanstack/react-query';
import { VENDOR_LIMITS, type VendorService } from '@karamu/shared';
import { http } from '@/lib/http';

/** What a photo's service picker shows of the vendor's services. */
export type ServiceChoice = Pick<VendorService, 'id' | 'title'>;

const serviceChoiceKeys = {
  all: ['vendor-services'] as const,
  choices: (vendorId: string) => [...serviceChoiceKeys.all, 'gallery-choices', vendorId] as const,
};

async function getServiceChoices(vendorId: string): Promise<ServiceChoice[]> {
  // A vendor has at most VENDOR_LIMITS.services services: one page holds them.
  const { data } = await http.get<{ items: ServiceChoice[] }>('/vendor-services', {
    params: { vendorId, size: VENDOR_LIMITS.services },
  });
  return data.items;
}

/** The services of one of the caller's vendors, which a photo may be said to show. */
export function useServiceChoices(vendorId: string) {
  return useQuery(
    queryOptions({
      queryKey: serviceChoiceKeys.choices(vendorId),
      queryFn: () => getServiceChoices(vendorId),
    }),
  );
}
