import { vendorPaths } from './vendor-paths';

/**
 * Where the owner fixes each checklist item. The summary names items by key; an item this
 * list does not know is fixed on the edit form, where most of a profile is.
 */
const FIXES: Readonly<Record<string, (vendorId: string) => string>> = {
  services: (id) => vendorPaths.services(id),
  photos: (id) => vendorPaths.gallery(id),
  cover: (id) => vendorPaths.gallery(id),
  logo: (id) => vendorPaths.gallery(id),
  altText: (id) => vendorPaths.gallery(id),
  submitted: (id) => vendorPaths.vendor(id),
  published: (id) => vendorPaths.vendor(id),
};

export function checklistFixPath(key: string, vendorId: string): string {
  return (FIXES[key] ?? vendorPaths.editVendor)(vendorId);
}
