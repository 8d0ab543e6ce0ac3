export { ServicesDirectoryPage, VendorsDirectoryPage } from './components/directory-page';
export { ServiceDetailPage } from './components/service-detail-page';
export { VendorStorefront } from './components/vendor-storefront';
export { readDirectoryQuery } from './lib/directory-query';
