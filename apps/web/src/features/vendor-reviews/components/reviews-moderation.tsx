import { useState } from 'react';
import { toast } from 'sonner';
import type { VendorReview } from '@karamu/shared';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/get-error-message';
import {
  MODERATION_PAGE_SIZE,
  useModerateReview,
  useReviewsForModeration,
} from '../api/moderation';
import { Pager } from '@/components/pager';
import { ReviewItem } from './review-item';

function ModerationActions({ review }: { review: VendorReview }) {
  const moderate = useModerateReview();
  const act = () => {
    const hide = review.hiddenAt === null;
    const reason = window.prompt(
      hide ? 'Why hide this review? (shown to the vendor)' : 'Why show it again?',
    );
    if (!reason?.trim()) return;
    moderate.mutate(
      { id: review.id, action: hide ? 'hide' : 'unhide', reason },
      {
        onSuccess: () => toast.success(hide ? 'Review hidden' : 'Review shown again'),
        onError: (error) => toast.error(getErrorMessage(error)),
      },
    );
  };
  return (
    <div className="grid gap-1 text-sm">
      {review.reportedAt ? <p>Reported by the vendor: {review.reportReason}</p> : null}
      {review.hiddenAt ? <p className="text-destructive">Hidden: {review.hiddenReason}</p> : null}
      <Button
        size="sm"
        variant="outline"
        className="justify-self-start"
        disabled={moderate.isPending}
        onClick={act}
      >
        {review.hiddenAt ? 'Show again' : 'Hide'}
      </Button>
    </div>
  );
}

/** For moderators (SUPER_ADMIN): reported reviews first, hide or show them with a reason. */
export function ReviewsModeration() {
  const [page, setPage] = useState(1);
  const reviews = useReviewsForModeration(page);
  if (reviews.isPending) return <Skeleton className="h-24 w-full" />;
  if (reviews.isError) return <p className="text-destructive">{getErrorMessage(reviews.error)}</p>;
  const { items, total } = reviews.data;
  if (total === 0) return <p className="text-sm text-muted-foreground">No reviews yet.</p>;
  return (
    <section aria-label="Reviews to moderate" className="grid gap-2">
      {items.map((review) => (
        <ReviewItem key={review.id} review={review} vendorName={review.vendorName}>
          <p className="text-sm text-muted-foreground">Vendor: {review.vendorName}</p>
          <ModerationActions review={review} />
        </ReviewItem>
      ))}
      <Pager
        label="Review pages"
        page={page}
        size={MODERATION_PAGE_SIZE}
        total={total}
        onPage={setPage}
      />
    </section>
  );
}
