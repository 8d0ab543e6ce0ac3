import { Star } from 'lucide-react';
import { cn } from '@/lib/utils';

/** Five stars, `rating` of them filled (rounded to the nearest half is not worth a glyph). */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const filled = Math.round(rating);
  return (
    <span
      role="img"
      aria-label={`${Number.isInteger(rating) ? rating : rating.toFixed(1)} out of 5 stars`}
      className={cn('inline-flex gap-0.5', className)}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={cn(
            'size-4',
            n <= filled ? 'fill-amber-500 text-amber-600' : 'text-muted-foreground',
          )}
        />
      ))}
    </span>
  );
}
