import type { ReactNode } from 'react';
import type { PublicReview } from '@karamu/shared';
import { StarRating } from './star-rating';

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });
export const formatReviewDate = (iso: string) => dateFormat.format(new Date(iso));

/**
 * One review with the vendor's reply. Texts are React text nodes, never HTML: whatever a
 * reviewer typed (`<script>` included) shows as typed.
 */
export function ReviewItem({
  review,
  vendorName,
  children,
}: {
  review: PublicReview;
  vendorName: string;
  /** What the vendor's dashboard adds under it (reply form, report, hidden notice). */
  children?: ReactNode;
}) {
  return (
    <article className="grid gap-2 border-b py-4 last:border-b-0">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <StarRating rating={review.rating} />
        <span className="font-medium">{review.authorName}</span>
        <span className="text-sm text-muted-foreground">
          {review.source === 'organiser' ? 'Event organiser' : 'Client'} ·{' '}
          <time dateTime={review.created}>{formatReviewDate(review.created)}</time>
        </span>
      </header>
      {review.text ? <p className="whitespace-pre-line break-words">{review.text}</p> : null}
      {review.reply ? (
        <div className="ml-4 grid gap-1 border-l-2 pl-3 text-sm">
          <p className="font-medium">Reply from {vendorName}</p>
          <p className="whitespace-pre-line break-words">{review.reply}</p>
        </div>
      ) : null}
      {children}
    </article>
  );
}
