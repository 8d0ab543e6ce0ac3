export { ReviewPage } from '@/features/vendor-reviews';
