import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { REVIEW_LIMITS, type VendorReview } from '@karamu/shared';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { readFieldErrors } from '@/components/forms/read-field-errors';
import { getErrorMessage } from '@/lib/get-error-message';
import { useReviewAction } from '../api/own-reviews';

type Mode = 'reply' | 'report';

const TEXTS = {
  reply: {
    label: 'Your reply (public)',
    field: 'reply',
    max: REVIEW_LIMITS.reply,
    done: 'Reply saved',
  },
  report: {
    label: 'Why should a moderator look at it?',
    field: 'reason',
    max: REVIEW_LIMITS.reason,
    done: 'Review reported to the moderators',
  },
} as const;

/** Under one of the vendor's reviews: reply (once, then edit) and report. */
export function OwnReviewActions({ review, vendorId }: { review: VendorReview; vendorId: string }) {
  const id = useId();
  const [mode, setMode] = useState<Mode>();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const action = useReviewAction(vendorId, mode ?? 'reply');

  const open = (next: Mode) => {
    setMode(next);
    setText(next === 'reply' ? (review.reply ?? '') : '');
    setError(undefined);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!mode) return;
    const { field, done } = TEXTS[mode];
    if (!text.trim()) {
      setError(mode === 'reply' ? 'Reply is required' : 'Reason is required');
      return;
    }
    action.mutate(
      { id: review.id, text },
      {
        onSuccess: () => {
          toast.success(done);
          setMode(undefined);
        },
        onError: (failure) => {
          const message = readFieldErrors(failure)[field]?.[0];
          if (message) setError(message);
          else toast.error(getErrorMessage(failure));
        },
      },
    );
  };

  return (
    <div className="grid gap-2">
      {review.hiddenAt ? (
        <p className="text-sm text-destructive">
          Hidden by a moderator: {review.hiddenReason}. It counts in no average.
        </p>
      ) : review.reportedAt ? (
        <p className="text-sm text-muted-foreground">
          Reported ({review.reportReason}); a moderator will look at it.
        </p>
      ) : null}
      {mode ? (
        <form onSubmit={submit} className="grid gap-2" noValidate>
          <FormField id={`${id}-text`} label={TEXTS[mode].label} error={error}>
            {(aria) => (
              <Textarea
                {...aria}
                rows={3}
                value={text}
                maxLength={TEXTS[mode].max}
                onChange={(e) => setText(e.target.value)}
              />
            )}
          </FormField>
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={action.isPending}>
              {mode === 'reply' ? 'Save reply' : 'Report'}
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setMode(undefined)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={() => open('reply')}>
            {review.reply ? 'Edit reply' : 'Reply'}
          </Button>
          {review.hiddenAt ? null : (
            <Button size="sm" variant="ghost" onClick={() => open('report')}>
              Report
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
