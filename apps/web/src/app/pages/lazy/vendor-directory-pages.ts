// One chunk for the directory's four pages: they share the cards, photos and price text,
// and one preload list in the entry costs less than four (the entry is at the budget).
export {
  ServiceDetailPage,
  ServicesDirectoryPage,
  VendorsDirectoryPage,
} from '@/features/vendor-directory';
export { VendorStorefrontPage } from '../vendor-storefront-page';
