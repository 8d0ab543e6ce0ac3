export { VendorGalleryPage } from './components/vendor-gallery-page';
export { VendorGallery } from './components/vendor-gallery';
