export { ServiceDetailPage } from '@/features/vendor-directory';
