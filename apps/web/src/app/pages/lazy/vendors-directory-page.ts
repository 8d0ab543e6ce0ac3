export { VendorsDirectoryPage } from '@/features/vendor-directory';
