export { VendorReviews } from '@/features/vendors/vendor-reviews';
