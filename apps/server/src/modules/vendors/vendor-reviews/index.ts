/** What app.ts and other modules use of vendor-reviews: its public face. */
export { vendorReviewsRoutes } from './vendor-reviews-routes';
