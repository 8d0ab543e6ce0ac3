/**
 * `/vendors/:vendorId`: the storefront composes the vendor's profile and services
 * (features/vendor-directory) with the features built beside it, each in its slot: the
 * photo strip and lightbox (features/vendor-gallery), the reviews (features/vendor-reviews)
 * and the enquiry form (features/vendor-enquiries; the Enquire button appears with it).
 *
 * The three load after the profile has painted: the storefront shares the directory's
 * chunk, and the enquiry form alone (zod, the phone field) would push `/vendors` over its
 * 150 kB budget (decision 0041).
 */
import { lazy, Suspense } from 'react';
import { VendorStorefront } from '@/features/vendor-directory';

const VendorGallery = lazy(() =>
  import('@/features/vendor-gallery').then((feature) => ({ default: feature.VendorGallery })),
);
const VendorReviews = lazy(() =>
  import('@/features/vendor-reviews').then((feature) => ({ default: feature.VendorReviews })),
);
const EnquiryForm = lazy(() =>
  import('@/features/vendor-enquiries').then((feature) => ({ default: feature.EnquiryForm })),
);

export function VendorStorefrontPage() {
  return (
    <VendorStorefront
      gallery={(vendor) => (
        <Suspense fallback={null}>
          <VendorGallery photos={vendor.photos} label={`Photos of ${vendor.businessName}`} />
        </Suspense>
      )}
      reviews={(vendor) => (
        <Suspense fallback={null}>
          <VendorReviews vendorId={vendor.id} vendorName={vendor.businessName} />
        </Suspense>
      )}
      enquiry={(vendor) => (
        <Suspense fallback={null}>
          <EnquiryForm
            vendorId={vendor.id}
            services={vendor.services.map(({ id, title }) => ({ id, title }))}
          />
        </Suspense>
      )}
    />
  );
}
