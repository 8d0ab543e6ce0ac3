import { useEffect, useRef } from 'react';
import { publicVendorPath } from '@/entities/vendor';
import { http } from '@/lib/http';

/**
 * Counts one view of a storefront per page load: the ref keeps React's development double
 * effect from counting twice; a failed count is not worth telling the visitor about.
 */
export function useCountView(vendorId: string, ready: boolean) {
  const counted = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || counted.current === vendorId) return;
    counted.current = vendorId;
    http.post(`${publicVendorPath(vendorId)}/views`).catch(() => undefined);
  }, [vendorId, ready]);
}
