import { Link } from 'react-router';
import { MapPin, Store } from 'lucide-react';
import type { PublicVendor } from '@karamu/shared';
import { formatPriceRange, VendorPhoto } from '@/entities/vendor';
import { RatingText } from './rating-stars';

/** Cards are a full phone width, half a tablet's, a third of a desktop's. */
export const CARD_SIZES = '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw';
/** A card's photo is never drawn wider than about 400 CSS pixels: 640 px files are plenty. */
export const CARD_MAX_WIDTH = 640;

/**
 * A vendor in the directory: its cover in a fixed 3:2 box (no layout shift while it
 * loads), name, categories, city, rating and price range; the whole card is one link.
 */
export function VendorCard({ vendor, priority }: { vendor: PublicVendor; priority: boolean }) {
  const price = formatPriceRange(vendor.priceMinMinor, vendor.priceMaxMinor, vendor.currency);
  return (
    <article className="relative grid h-full overflow-hidden rounded-xl border bg-card focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring">
      <div className="aspect-[3/2] bg-muted">
        {vendor.cover ? (
          <VendorPhoto
            photo={vendor.cover}
            sizes={CARD_SIZES}
            maxWidth={CARD_MAX_WIDTH}
            priority={priority}
          />
        ) : (
          <div className="grid size-full place-items-center text-muted-foreground">
            <Store aria-hidden="true" className="size-10" />
          </div>
        )}
      </div>
      <div className="grid content-start gap-1.5 p-4">
        <h2 className="text-lg leading-tight font-semibold break-words">
          <Link
            to={`/vendors/${vendor.id}`}
            className="outline-none after:absolute after:inset-0 hover:underline"
          >
            {vendor.businessName}
          </Link>
        </h2>
        {vendor.categories.length > 0 && (
          <p className="text-sm break-words text-muted-foreground">
            {vendor.categories.map((category) => category.name).join(' · ')}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <RatingText rating={vendor.rating} reviewCount={vendor.reviewCount} />
          {vendor.city && (
            <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
              <MapPin aria-hidden="true" className="size-4" />
              {vendor.city}
            </span>
          )}
        </div>
        {price && <p className="text-sm font-medium">{price}</p>}
      </div>
    </article>
  );
}
