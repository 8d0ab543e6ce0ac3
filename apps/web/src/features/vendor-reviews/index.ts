export { ReviewPage } from './components/review-page';
export { VendorReviews } from './components/vendor-reviews';
export { ReviewsDashboardPage } from './components/reviews-dashboard-page';
export { ReviewsModeration } from './components/reviews-moderation';
export { reviewLinkPath, reviewLinkQueryOptions } from './api/get-review-link';
