export { VendorGallery } from '@/features/vendors/vendor-gallery';
