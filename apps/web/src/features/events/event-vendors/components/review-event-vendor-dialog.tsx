import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { REVIEW_LIMITS, type EventVendor } from '@karamu/shared';
import { readFieldErrors } from '@/components/forms/read-field-errors';
import { StarRatingInput } from '@/components/forms/star-rating-input';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { getErrorMessage } from '@/lib/get-error-message';
import { isAxiosError } from '@/lib/http-errors';
import { useReviewEventVendor } from '../api/event-vendors';

type Errors = { rating?: string; text?: string; form?: string };

/** The organiser's review of `eventVendor` for this event: once per event, and once per organiser. */
export function ReviewEventVendorDialog({
  eventId,
  eventVendor,
  onOpenChange,
}: {
  eventId: string;
  /** The event vendor being reviewed; the dialog is closed without one. */
  eventVendor: EventVendor | undefined;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={eventVendor !== undefined} onOpenChange={onOpenChange}>
      {eventVendor && (
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Review {eventVendor.businessName}</DialogTitle>
            <DialogDescription>
              Your review is published on the vendor&apos;s page under your name. You can review
              each vendor once, and this event each of its vendors once.
            </DialogDescription>
          </DialogHeader>
          <ReviewForm
            eventId={eventId}
            eventVendor={eventVendor}
            onDone={() => onOpenChange(false)}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}

function ReviewForm({
  eventId,
  eventVendor,
  onDone,
}: {
  eventId: string;
  eventVendor: EventVendor;
  onDone: () => void;
}) {
  const review = useReviewEventVendor(eventId);
  const [rating, setRating] = useState<number>();
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (rating === undefined) {
      setErrors({ rating: 'Choose a rating from 1 to 5 stars' });
      return;
    }
    setErrors({});
    review.mutate(
      { vendorId: eventVendor.vendorId, rating, text: text.trim() || null },
      {
        onSuccess: () => {
          toast.success(`Thank you: your review of ${eventVendor.businessName} is published`);
          onDone();
        },
        onError: (error) => {
          const status = isAxiosError(error) ? error.response?.status : undefined;
          if (status === 409) {
            // Someone on the team, or you for another event, reviewed first; the list,
            // refreshed, now says Reviewed.
            toast.info(
              `${eventVendor.businessName} has already been reviewed by you or for this event`,
            );
            onDone();
            return;
          }
          const fields = readFieldErrors(error);
          setErrors(
            fields.rating || fields.text
              ? { rating: fields.rating?.[0], text: fields.text?.[0] }
              : { form: getErrorMessage(error) },
          );
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="grid min-w-0 gap-4" noValidate>
      <StarRatingInput legend="Rating" value={rating} onChange={setRating} error={errors.rating} />
      <FormField
        id="event-vendor-review-text"
        label="Your review (optional)"
        description={`Up to ${REVIEW_LIMITS.text.toLocaleString('en')} characters.`}
        error={errors.text}
      >
        {(aria) => (
          <Textarea
            {...aria}
            rows={4}
            value={text}
            maxLength={REVIEW_LIMITS.text}
            onChange={(e) => setText(e.target.value)}
          />
        )}
      </FormField>
      {errors.form && (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{errors.form}</AlertDescription>
        </Alert>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone} disabled={review.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={review.isPending}>
          {review.isPending && <Spinner className="size-4" />}
          Publish review
        </Button>
      </div>
    </form>
  );
}
