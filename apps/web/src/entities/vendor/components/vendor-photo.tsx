import type { VendorPhotoRef } from '@karamu/shared';
import { cn } from '@/lib/utils';

export type VendorPhotoProps = {
  photo: VendorPhotoRef;
  /** The `sizes` attribute: how wide the image is drawn, so the browser picks a file. */
  sizes: string;
  /** The page's largest image above the fold: loaded at once and first. */
  priority?: boolean;
  /** Used when the photo has no alt text of its own (decorative otherwise). */
  fallbackAlt?: string;
  /**
   * The widest file worth fetching. A result card is at most about 400 CSS pixels wide: on
   * a phone of device-pixel ratio 1.75 the browser would otherwise take the 1280 px file
   * (four times the bytes of the 640 px one) and the first card's photo arrives last.
   */
  maxWidth?: number;
  className?: string;
};

/**
 * A gallery photo from its stored sizes (`srcset`), lazy unless it is the page's first.
 * Its width and height are the photo's own, so the browser reserves the box before the
 * file arrives: the frame around it (an aspect-ratio box) decides the shape, `object-cover`
 * fills it.
 */
export function VendorPhoto({
  photo,
  sizes,
  priority,
  fallbackAlt,
  maxWidth = Infinity,
  className,
}: VendorPhotoProps) {
  // The smallest file always stays, however narrow the limit.
  const sources = photo.sources.filter((source, index) => index === 0 || source.width <= maxWidth);
  const largest = sources[sources.length - 1];
  return (
    <img
      src={largest?.url}
      srcSet={sources.map((source) => `${source.url} ${source.width}w`).join(', ')}
      sizes={sizes}
      width={photo.width}
      height={photo.height}
      alt={photo.altText ?? fallbackAlt ?? ''}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : 'auto'}
      className={cn('size-full object-cover', className)}
    />
  );
}
