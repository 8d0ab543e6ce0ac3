export { ReviewsDashboardPage } from '@/features/vendor-reviews';
