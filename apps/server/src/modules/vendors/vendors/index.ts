/** What app.ts and other modules use of vendors: its public face. */
export { eventVendorsRoutes } from './event-vendors-routes';
export { publicDirectoryRoutes } from './public-directory-routes';
export { vendorBookingsRoutes } from './vendor-bookings-routes';
export { vendorServicesRoutes } from './vendor-services-routes';
export { vendorsRoutes } from './vendors-routes';
export { mustOwnVendor } from './owned-vendor';
export { readEventVendorReviewFacts } from './event-vendors-repository';
export { eventVendorReviewState } from './event-vendor-review-state';
