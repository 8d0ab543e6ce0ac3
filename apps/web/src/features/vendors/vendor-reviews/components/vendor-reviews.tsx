import type { ReviewSummary } from '@karamu/shared';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/get-error-message';
import { usePublicReviews } from '../api/get-public-reviews';
import { ReviewItem } from './review-item';
import { StarRating } from './star-rating';

function Distribution({ summary }: { summary: ReviewSummary }) {
  return (
    <dl className="grid gap-1 text-sm">
      {[5, 4, 3, 2, 1].map((stars) => {
        const count = summary.distribution[stars - 1] ?? 0;
        const share = summary.count > 0 ? Math.round((count / summary.count) * 100) : 0;
        return (
          <div key={stars} className="grid grid-cols-[4.5rem_1fr_2.5rem] items-center gap-2">
            <dt>
              {stars} {stars === 1 ? 'star' : 'stars'}
            </dt>
            <dd className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
              <div className="h-full rounded-full bg-amber-500" style={{ width: `${share}%` }} />
            </dd>
            <dd className="text-right tabular-nums">{count}</dd>
          </div>
        );
      })}
    </dl>
  );
}

/** A storefront's reviews: average, count, distribution, then the reviews with replies. */
export function VendorReviews({
  vendorId,
  vendorName = 'the vendor',
}: {
  vendorId: string;
  /** Names the replies ("Reply from …"). */
  vendorName?: string;
}) {
  const reviews = usePublicReviews(vendorId);
  if (reviews.isPending) {
    return (
      <div role="status" aria-label="Loading reviews" className="grid gap-2">
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (reviews.isError) {
    return <p className="text-sm text-destructive">{getErrorMessage(reviews.error)}</p>;
  }
  const { summary } = reviews.data.pages[0]!;
  const items = reviews.data.pages.flatMap((page) => page.items);
  return (
    <section aria-labelledby="vendor-reviews-title" className="grid gap-4">
      <h2 id="vendor-reviews-title" className="text-xl font-semibold">
        Reviews
      </h2>
      <p className="text-sm text-muted-foreground">
        Reviews come from clients: people {vendorName} invited to review after working for them, and
        organisers whose booking {vendorName} confirmed, once their event has begun.
      </p>
      {summary.count === 0 ? (
        <p className="text-muted-foreground">No reviews yet.</p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-[auto_1fr] sm:items-center sm:gap-8">
          <div className="grid justify-items-start gap-1">
            <p className="text-4xl font-semibold tabular-nums">{summary.average?.toFixed(1)}</p>
            <StarRating rating={summary.average ?? 0} />
            <p className="text-sm text-muted-foreground">
              {summary.count} {summary.count === 1 ? 'review' : 'reviews'}
            </p>
          </div>
          <Distribution summary={summary} />
        </div>
      )}
      {items.length > 0 ? (
        <div>
          {items.map((review) => (
            <ReviewItem key={review.id} review={review} vendorName={vendorName} />
          ))}
        </div>
      ) : null}
      {reviews.hasNextPage ? (
        <Button
          variant="outline"
          className="justify-self-start"
          disabled={reviews.isFetchingNextPage}
          onClick={() => void reviews.fetchNextPage()}
        >
          {reviews.isFetchingNextPage ? 'Loading…' : 'More reviews'}
        </Button>
      ) : null}
    </section>
  );
}
