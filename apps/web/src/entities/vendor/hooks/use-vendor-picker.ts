import { useSearchParams } from 'react-router';
import type { Vendor } from '@karamu/shared';
import { useOwnVendors } from '../api/owned-vendors';

/** The URL parameter that names the chosen vendor, so a reload or a shared link keeps it. */
const VENDOR_PARAM = 'vendorId';

export type VendorPicker = {
  vendors: ReturnType<typeof useOwnVendors>;
  /** The chosen vendor: the URL's, else the user's first; undefined while none (yet). */
  vendor: Vendor | undefined;
  choose: (vendorId: string) => void;
};

/**
 * Which of the user's vendors a dashboard page is about (home, services, gallery,
 * reviews): a user with one vendor never has to choose; with several, the choice lives in
 * the URL (`?vendorId=`).
 */
export function useVendorPicker(): VendorPicker {
  const vendors = useOwnVendors();
  const [params, setParams] = useSearchParams();
  const wanted = params.get(VENDOR_PARAM);
  const list = vendors.data ?? [];
  const vendor = list.find((candidate) => candidate.id === wanted) ?? list[0];
  const choose = (vendorId: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(VENDOR_PARAM, vendorId);
        return next;
      },
      { replace: true },
    );
  return { vendors, vendor, choose };
}
