/**
 * What `/vendors/:vendorId` shows beside the vendor's profile and services
 * (features/vendors/vendor-directory's `VendorStorefront`): the photo strip and lightbox
 * (features/vendors/vendor-gallery), the reviews (features/vendors/vendor-reviews) and the
 * enquiry form (features/vendors/vendor-enquiries; the Enquire button appears with it).
 *
 * Each loads after the profile has painted: the enquiry form alone (zod, the phone field)
 * would double the storefront's first JavaScript. This module is part of the entry
 * (routes.tsx imports it) on purpose: a dynamic import made from inside a lazy route chunk
 * makes the bundler split the entry's shared modules into many small chunks, which cost
 * every public page about 4 kB gzip (decision 0041).
 */
import { lazy, Suspense } from 'react';
import type { PublicVendorDetail } from '@karamu/shared';

const VendorGallery = lazy(() =>
  import('./lazy/storefront-gallery').then((feature) => ({ default: feature.VendorGallery })),
);
const VendorReviews = lazy(() =>
  import('./lazy/storefront-reviews').then((feature) => ({ default: feature.VendorReviews })),
);
const EnquiryForm = lazy(() =>
  import('./lazy/storefront-enquiry').then((feature) => ({ default: feature.EnquiryForm })),
);

export const STOREFRONT_SLOTS = {
  gallery: (vendor: PublicVendorDetail) => (
    <Suspense fallback={null}>
      <VendorGallery photos={vendor.photos} label={`Photos of ${vendor.businessName}`} />
    </Suspense>
  ),
  reviews: (vendor: PublicVendorDetail) => (
    <Suspense fallback={null}>
      <VendorReviews vendorId={vendor.id} vendorName={vendor.businessName} />
    </Suspense>
  ),
  enquiry: (vendor: PublicVendorDetail) => (
    <Suspense fallback={null}>
      <EnquiryForm
        vendorId={vendor.id}
        services={vendor.services.map(({ id, title }) => ({ id, title }))}
      />
    </Suspense>
  ),
};
