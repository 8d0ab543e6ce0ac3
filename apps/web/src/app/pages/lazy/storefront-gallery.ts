export { VendorGallery } from '@/features/vendor-gallery';
