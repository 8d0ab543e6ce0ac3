// The directory's four pages, one module so one lazy chunk (the public route table imports
// it): they share the cards, photos and price text, and one preload list in the entry costs
// less than four (the entry is at the budget, decision 0041). The storefront's other
// features load after it (app/pages/storefront-slots.tsx).
export { ServicesDirectoryPage, VendorsDirectoryPage } from './components/directory-page';
export { ServiceDetailPage } from './components/service-detail-page';
export { VendorStorefront } from './components/vendor-storefront';
