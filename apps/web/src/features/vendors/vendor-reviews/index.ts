export { VendorReviews } from './components/vendor-reviews';
export { ReviewsModeration } from './components/reviews-moderation';
export { reviewLinkPath, reviewLinkQueryOptions } from './api/get-review-link';
