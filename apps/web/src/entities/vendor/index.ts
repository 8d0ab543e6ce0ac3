export {
  MODERATION_ENDPOINT,
  publicVendorKeys,
  VENDOR_SERVICES_ENDPOINT,
  VENDORS_ENDPOINT,
  vendorKeys,
} from './api/vendor-keys';
export { useVendor, useVendorService, useVendorServices } from './api/owned-vendors';
export {
  directoryRequest,
  PUBLIC_SERVICES_ENDPOINT,
  PUBLIC_VENDORS_ENDPOINT,
  publicServicePath,
  publicServiceQueryOptions,
  publicServicesQueryOptions,
  publicVendorPath,
  publicVendorQueryOptions,
  publicVendorsQueryOptions,
  usePublicService,
  usePublicServices,
  usePublicVendor,
  usePublicVendors,
} from './api/public-directory';
export { useServiceCategories } from './api/service-categories';
export { useVendorPicker } from './hooks/use-vendor-picker';
export { VendorPicker } from './components/vendor-picker';
export { VendorPhoto } from './components/vendor-photo';
export { formatPriceRange, formatRating, formatServicePrice } from './lib/vendor-price';
