import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ExternalLink, Globe, Mail, MapPin, MessageCircle, Phone, Store } from 'lucide-react';
import type { PublicVendorDetail } from '@karamu/shared';
import { LoadFailed } from '@/components/load-failed';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import {
  formatPriceRange,
  formatServicePrice,
  usePublicVendor,
  VendorPhoto,
} from '@/entities/vendor';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { telLink, whatsappLink } from '../lib/whatsapp';
import { useCountView } from '../lib/use-count-view';
import { RatingText } from './rating-stars';
import { ShareButton } from './share-button';

/** The id of the enquiry section, which the Enquire button scrolls to. */
const ENQUIRY_ANCHOR = 'enquiry';

type VendorStorefrontSlots = {
  /** The photo strip and lightbox (features/vendors/vendor-gallery). */
  gallery?: (vendor: PublicVendorDetail) => ReactNode;
  /** The reviews summary and list (features/vendors/vendor-reviews). */
  reviews?: (vendor: PublicVendorDetail) => ReactNode;
  /** The enquiry form (features/vendors/vendor-enquiries); without it, no Enquire button. */
  enquiry?: (vendor: PublicVendorDetail) => ReactNode;
};

/**
 * `/vendors/:vendorId`: a published vendor's page. The gallery, reviews and enquiry form
 * are other features': app/pages composes them in through the slots.
 */
export function VendorStorefront({ gallery, reviews, enquiry }: VendorStorefrontSlots) {
  const { vendorId = '' } = useParams();
  const vendor = usePublicVendor(vendorId);
  useDocumentTitle(vendor.data?.businessName ?? 'Vendor');
  useCountView(vendorId, vendor.isSuccess);

  if (vendor.isPending) {
    return (
      <div role="status" aria-label="Loading the vendor" className="grid gap-4">
        <h1 className="sr-only">Vendor</h1>
        <Skeleton className="aspect-[3/1] w-full rounded-xl" />
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="h-5 w-1/2" />
      </div>
    );
  }
  if (vendor.isError) {
    return (
      <div className="grid gap-4">
        <h1 className="text-2xl font-semibold tracking-tight">Vendor</h1>
        <LoadFailed
          what="this vendor"
          error={vendor.error}
          onRetry={() => void vendor.refetch()}
          retrying={vendor.isFetching}
        />
        <Button asChild variant="outline" className="justify-self-start">
          <Link to="/vendors">All vendors</Link>
        </Button>
      </div>
    );
  }
  const record = vendor.data;
  const enquiryForm = enquiry?.(record);
  return (
    <article className="grid min-w-0 gap-8">
      <VendorHeader vendor={record} hasEnquiry={Boolean(enquiryForm)} />
      {gallery?.(record)}
      {record.description && (
        <section aria-labelledby="about-title" className="grid gap-2">
          <h2 id="about-title" className="text-xl font-semibold">
            About
          </h2>
          <p className="max-w-prose break-words whitespace-pre-line">{record.description}</p>
        </section>
      )}
      <VendorServices services={record.services} />
      <Contact vendor={record} />
      {reviews?.(record)}
      {enquiryForm && (
        <section id={ENQUIRY_ANCHOR} aria-labelledby="enquiry-title" className="grid gap-3">
          <h2 id="enquiry-title" className="text-xl font-semibold">
            Send an enquiry
          </h2>
          {enquiryForm}
        </section>
      )}
    </article>
  );
}

function VendorHeader({ vendor, hasEnquiry }: { vendor: PublicVendorDetail; hasEnquiry: boolean }) {
  const price = formatPriceRange(vendor.priceMinMinor, vendor.priceMaxMinor, vendor.currency);
  const place = [vendor.city, vendor.region].filter(Boolean).join(', ');
  return (
    <header className="grid gap-4">
      <div className="aspect-[3/1] overflow-hidden rounded-xl bg-muted">
        {vendor.cover ? (
          <VendorPhoto
            photo={vendor.cover}
            sizes="(min-width: 1152px) 1120px, 100vw"
            priority
            fallbackAlt={`${vendor.businessName}: cover photo`}
          />
        ) : (
          <div className="grid size-full place-items-center text-muted-foreground">
            <Store aria-hidden="true" className="size-12" />
          </div>
        )}
      </div>
      <div className="flex min-w-0 items-start gap-4">
        {vendor.logo && (
          <div className="size-16 shrink-0 overflow-hidden rounded-full border bg-muted sm:size-20">
            <VendorPhoto
              photo={vendor.logo}
              sizes="80px"
              fallbackAlt={`${vendor.businessName} logo`}
            />
          </div>
        )}
        <div className="grid min-w-0 gap-1.5">
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">
            {vendor.businessName}
          </h1>
          {vendor.categories.length > 0 && (
            <p className="break-words text-muted-foreground">
              {vendor.categories.map((category) => category.name).join(' · ')}
            </p>
          )}
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
            <RatingText rating={vendor.rating} reviewCount={vendor.reviewCount} />
            {place && (
              <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
                <MapPin aria-hidden="true" className="size-4" />
                {place}
              </span>
            )}
            {vendor.mapUrl && (
              <a
                href={vendor.mapUrl}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
              >
                On the map
                <ExternalLink aria-hidden="true" className="size-3" />
              </a>
            )}
          </div>
          {price && <p className="font-medium">{price}</p>}
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {vendor.phone && (
          <Button asChild>
            <a href={telLink(vendor.phone)}>
              <Phone aria-hidden="true" />
              Call
            </a>
          </Button>
        )}
        {vendor.whatsapp && (
          <Button asChild variant="outline">
            <a href={whatsappLink(vendor.whatsapp)} target="_blank" rel="noopener noreferrer">
              <MessageCircle aria-hidden="true" />
              WhatsApp
            </a>
          </Button>
        )}
        {hasEnquiry && (
          <Button asChild variant="outline">
            <a href={`#${ENQUIRY_ANCHOR}`}>
              <Mail aria-hidden="true" />
              Send an enquiry
            </a>
          </Button>
        )}
        <ShareButton title={vendor.businessName} text={`${vendor.businessName} on Karamu`} />
      </div>
    </header>
  );
}

function VendorServices({ services }: { services: PublicVendorDetail['services'] }) {
  if (services.length === 0) return null;
  return (
    <section aria-labelledby="services-title" className="grid gap-3">
      <h2 id="services-title" className="text-xl font-semibold">
        Services and prices
      </h2>
      <ul className="grid divide-y rounded-xl border">
        {services.map((service) => (
          <li key={service.id} className="grid gap-1 p-4 sm:grid-cols-[1fr_auto] sm:gap-4">
            <div className="grid min-w-0 gap-1">
              <Link
                to={`/services/${service.id}`}
                className="font-medium break-words underline-offset-4 hover:underline"
              >
                {service.title}
              </Link>
              {service.description && (
                <p className="line-clamp-2 text-sm break-words text-muted-foreground">
                  {service.description}
                </p>
              )}
            </div>
            <p className="font-medium sm:text-right">{formatServicePrice(service)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Contact({ vendor }: { vendor: PublicVendorDetail }) {
  const links = [
    vendor.website && { href: vendor.website, label: vendor.website, icon: Globe },
    ...vendor.socialLinks.map((href) => ({ href, label: href, icon: ExternalLink })),
  ].filter((link): link is { href: string; label: string; icon: typeof Globe } => Boolean(link));
  if (!vendor.email && links.length === 0) return null;
  return (
    <section aria-labelledby="contact-title" className="grid gap-2">
      <h2 id="contact-title" className="text-xl font-semibold">
        Elsewhere
      </h2>
      <ul className="grid gap-1">
        {vendor.email && (
          <li>
            <a
              href={`mailto:${vendor.email}`}
              className="inline-flex max-w-full items-center gap-2 break-all text-primary underline-offset-4 hover:underline"
            >
              <Mail aria-hidden="true" className="size-4 shrink-0" />
              {vendor.email}
            </a>
          </li>
        )}
        {links.map(({ href, label, icon: Icon }) => (
          <li key={href}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="inline-flex max-w-full items-center gap-2 break-all text-primary underline-offset-4 hover:underline"
            >
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              {label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
