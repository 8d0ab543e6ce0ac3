// One chunk for the directory's four pages: they share the cards, photos and price text,
// and one preload list in the entry costs less than four (the entry is at the budget). The
// storefront's other features load after it (app/pages/storefront-slots.tsx).
export {
  ServiceDetailPage,
  ServicesDirectoryPage,
  VendorStorefront,
  VendorsDirectoryPage,
} from '@/features/vendor-directory';
