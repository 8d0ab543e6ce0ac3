export { ServicesDirectoryPage } from '@/features/vendor-directory';
