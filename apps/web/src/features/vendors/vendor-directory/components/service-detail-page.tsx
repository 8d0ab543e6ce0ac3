import { Link, useParams } from 'react-router';
import { ArrowRight, Briefcase } from 'lucide-react';
import { BackLink } from '@/components/back-link';
import { LoadFailed } from '@/components/load-failed';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatServicePrice, usePublicService, VendorPhoto } from '@/entities/vendor';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { RatingText } from './rating-stars';
import { ShareButton } from './share-button';

/** `/services/:serviceId`: one published service, its photos and price, and its vendor. */
export function ServiceDetailPage() {
  const { serviceId = '' } = useParams();
  const service = usePublicService(serviceId);
  useDocumentTitle(service.data?.title ?? 'Service');
  return (
    <div className="grid min-w-0 gap-6">
      <BackLink to="/services">Services</BackLink>
      {service.isPending ? (
        <div role="status" aria-label="Loading the service" className="grid gap-4">
          <h1 className="sr-only">Service</h1>
          <Skeleton className="aspect-[3/2] w-full max-w-3xl rounded-xl" />
          <Skeleton className="h-9 w-2/3" />
        </div>
      ) : service.isError ? (
        <>
          <h1 className="text-2xl font-semibold tracking-tight">Service</h1>
          <LoadFailed
            what="this service"
            error={service.error}
            onRetry={() => void service.refetch()}
            retrying={service.isFetching}
          />
        </>
      ) : (
        <article className="grid max-w-3xl gap-4">
          <div className="aspect-[3/2] overflow-hidden rounded-xl bg-muted">
            {service.data.photos[0] ? (
              <VendorPhoto
                photo={service.data.photos[0]}
                sizes="(min-width: 800px) 768px, 100vw"
                priority
                fallbackAlt={service.data.title}
              />
            ) : (
              <div className="grid size-full place-items-center text-muted-foreground">
                <Briefcase aria-hidden="true" className="size-12" />
              </div>
            )}
          </div>
          {service.data.photos.length > 1 && (
            <ul aria-label="More photos" className="grid grid-cols-3 gap-2 sm:grid-cols-4">
              {service.data.photos.slice(1).map((photo) => (
                <li key={photo.id} className="aspect-square overflow-hidden rounded-lg bg-muted">
                  <VendorPhoto photo={photo} sizes="(min-width: 640px) 192px, 33vw" />
                </li>
              ))}
            </ul>
          )}
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">
            {service.data.title}
          </h1>
          <p className="text-lg font-semibold">{formatServicePrice(service.data)}</p>
          {service.data.categoryName && (
            <p className="text-muted-foreground">{service.data.categoryName}</p>
          )}
          {service.data.description && (
            <p className="max-w-prose break-words whitespace-pre-line">
              {service.data.description}
            </p>
          )}
          <section
            aria-labelledby="service-vendor-title"
            className="grid justify-items-start gap-2 rounded-xl border p-4"
          >
            <h2 id="service-vendor-title" className="text-lg font-semibold break-words">
              {service.data.vendor.businessName}
            </h2>
            <RatingText
              rating={service.data.vendor.rating}
              reviewCount={service.data.vendor.reviewCount}
            />
            {service.data.vendor.city && (
              <p className="text-sm text-muted-foreground">{service.data.vendor.city}</p>
            )}
            <div className="flex flex-wrap gap-2">
              <Button asChild>
                <Link to={`/vendors/${service.data.vendor.id}`}>
                  See the vendor, call or enquire
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
              <ShareButton
                title={service.data.title}
                text={`${service.data.title} by ${service.data.vendor.businessName}`}
              />
            </div>
          </section>
        </article>
      )}
    </div>
  );
}
