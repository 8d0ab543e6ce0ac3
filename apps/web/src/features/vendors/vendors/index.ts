export { VendorHomePage } from './components/vendor-home-page';
export { VendorsPage } from './components/vendors-page';
export { NewVendorPage, EditVendorPage } from './components/vendor-form-page';
export { VendorDetailPage } from './components/vendor-detail-page';
export { ServicesPage } from './components/services-page';
export { ServicePage } from './components/service-page';
