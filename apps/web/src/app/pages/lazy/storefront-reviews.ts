export { VendorReviews } from '@/features/vendor-reviews';
