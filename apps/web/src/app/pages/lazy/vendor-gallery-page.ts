export { VendorGalleryPage } from '@/features/vendor-gallery';
