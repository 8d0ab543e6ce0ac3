/**
 * `/vendors/:vendorId`: the storefront composes the vendor's profile and services
 * (features/vendor-directory) with the features built beside it, each in its slot:
 *
 * - `gallery`: the photo strip and lightbox, `<VendorGalleryStrip>` of features/vendor-gallery;
 * - `reviews`: `<VendorReviews vendorId>` of features/vendor-reviews;
 * - `enquiry`: `<EnquiryForm vendorId>` of features/vendor-enquiries (the Enquire button
 *   appears with it).
 *
 * Until those features are merged the slots stay empty and the page shows the rest.
 */
import { VendorStorefront } from '@/features/vendor-directory';

export function VendorStorefrontPage() {
  return <VendorStorefront />;
}
