/** What app.ts and other modules use of vendor-gallery: its public face. */
export { vendorGalleryRoutes } from './vendor-gallery-routes';
