export { VendorGallery } from './components/vendor-gallery';
