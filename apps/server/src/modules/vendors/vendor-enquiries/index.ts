/** What app.ts and other modules use of vendor-enquiries: its public face. */
export { vendorEnquiriesRoutes } from './vendor-enquiries-routes';
