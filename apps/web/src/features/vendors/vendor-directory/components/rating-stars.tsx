import { Star } from 'lucide-react';
import { formatRating } from '@/entities/vendor';

/** "★ 4.6 (12 reviews)", or "No reviews yet". */
export function RatingText({
  rating,
  reviewCount,
}: {
  rating: number | null;
  reviewCount: number;
}) {
  const text = formatRating(rating, reviewCount);
  return (
    <span className="inline-flex items-center gap-1 text-sm">
      <Star
        aria-hidden="true"
        className={text ? 'size-4 fill-amber-400 text-amber-500' : 'size-4 text-muted-foreground'}
      />
      {text ? (
        <>
          <span className="sr-only">Rated</span>
          {text}
        </>
      ) : (
        <span className="text-muted-foreground">No reviews yet</span>
      )}
    </span>
  );
}
