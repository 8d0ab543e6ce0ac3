import type { VendorChecklistKey } from '@karamu/shared';
import { vendorPaths } from './vendor-paths';

/** Where the owner fixes each checklist item (VENDOR_CHECKLIST_ITEMS). */
const FIXES: Record<VendorChecklistKey, (vendorId: string) => string> = {
  businessName: vendorPaths.editVendor,
  categories: vendorPaths.editVendor,
  city: vendorPaths.editVendor,
  contact: vendorPaths.editVendor,
  description: vendorPaths.editVendor,
  publishedService: (id) => vendorPaths.services(id),
  cover: vendorPaths.gallery,
  altText: vendorPaths.gallery,
};

export function checklistFixPath(key: VendorChecklistKey, vendorId: string): string {
  return FIXES[key](vendorId);
}
