import { Link } from 'react-router';
import { Briefcase } from 'lucide-react';
import type { PublicService } from '@karamu/shared';
import { formatServicePrice, VendorPhoto } from '@/entities/vendor';
import { RatingText } from './rating-stars';
import { CARD_MAX_WIDTH, CARD_SIZES } from './vendor-card';

/** A service in the directory: its first photo, title, price, and the vendor behind it. */
export function ServiceCard({ service, priority }: { service: PublicService; priority: boolean }) {
  const photo = service.photos[0];
  return (
    <article className="relative grid h-full overflow-hidden rounded-xl border bg-card focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring">
      <div className="aspect-[3/2] bg-muted">
        {photo ? (
          <VendorPhoto
            photo={photo}
            sizes={CARD_SIZES}
            maxWidth={CARD_MAX_WIDTH}
            priority={priority}
          />
        ) : (
          <div className="grid size-full place-items-center text-muted-foreground">
            <Briefcase aria-hidden="true" className="size-10" />
          </div>
        )}
      </div>
      <div className="grid content-start gap-1.5 p-4">
        <h2 className="text-lg leading-tight font-semibold break-words">
          <Link
            to={`/services/${service.id}`}
            className="outline-none after:absolute after:inset-0 hover:underline"
          >
            {service.title}
          </Link>
        </h2>
        <p className="text-sm font-medium">{formatServicePrice(service)}</p>
        <p className="text-sm break-words text-muted-foreground">
          {service.vendor.businessName}
          {service.vendor.city ? ` · ${service.vendor.city}` : ''}
        </p>
        <RatingText rating={service.vendor.rating} reviewCount={service.vendor.reviewCount} />
      </div>
    </article>
  );
}
