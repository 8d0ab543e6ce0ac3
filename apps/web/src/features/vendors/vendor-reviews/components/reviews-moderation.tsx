import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { REVIEW_LIMITS, type VendorReview } from '@karamu/shared';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
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
  const id = useId();
  const moderate = useModerateReview();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const hide = review.hiddenAt === null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError('Reason is required');
      return;
    }
    moderate.mutate(
      { id: review.id, action: hide ? 'hide' : 'unhide', reason },
      {
        onSuccess: () => {
          toast.success(hide ? 'Review hidden' : 'Review shown again');
          setOpen(false);
          setReason('');
        },
        onError: (failure) => setError(getErrorMessage(failure)),
      },
    );
  };

  return (
    <div className="grid gap-2 text-sm">
      {review.reportedAt ? <p>Reported by the vendor: {review.reportReason}</p> : null}
      {review.hiddenAt ? <p className="text-destructive">Hidden: {review.hiddenReason}</p> : null}
      {open ? (
        <form onSubmit={submit} className="grid gap-2" noValidate>
          <FormField
            id={`${id}-reason`}
            label={hide ? 'Why hide it? (the vendor sees this)' : 'Why show it again?'}
            error={error}
          >
            {(aria) => (
              <Input
                {...aria}
                value={reason}
                maxLength={REVIEW_LIMITS.reason}
                onChange={(e) => setReason(e.target.value)}
              />
            )}
          </FormField>
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={moderate.isPending}>
              {hide ? 'Hide review' : 'Show review'}
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <Button
          size="sm"
          variant="outline"
          className="justify-self-start"
          onClick={() => {
            setOpen(true);
            setError(undefined);
          }}
        >
          {hide ? 'Hide' : 'Show again'}
        </Button>
      )}
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
