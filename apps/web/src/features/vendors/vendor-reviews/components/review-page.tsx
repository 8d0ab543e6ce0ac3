import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { REVIEW_LIMITS } from '@karamu/shared';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { readFieldErrors } from '@/components/forms/read-field-errors';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { getErrorMessage } from '@/lib/get-error-message';
import { isAxiosError } from '@/lib/http-errors';
import { useReviewLink } from '../api/get-review-link';
import { useSubmitReview } from '../api/submit-review';
import { StarRatingInput } from '@/components/forms/star-rating-input';

type Field = 'rating' | 'text' | 'authorName';
type Errors = Partial<Record<Field, string>>;

/** What a refused link means to the client: forged (404) or used/expired (410, the server's words). */
function LinkProblem({ error }: { error: unknown }) {
  const status = isAxiosError(error) ? error.response?.status : undefined;
  const title =
    status === 404
      ? 'This review link is not valid'
      : status === 410
        ? 'This review link can no longer be used'
        : 'We could not open this review link';
  const detail =
    status === 404
      ? 'Check that the whole link from the SMS was opened, or ask the vendor to send it again.'
      : getErrorMessage(error);
  return (
    <Alert variant="destructive">
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>{detail}</AlertDescription>
    </Alert>
  );
}

/** `/review/:token`: a client reviews the vendor who invited them, without signing in. */
export function ReviewPage() {
  const { token = '' } = useParams();
  const link = useReviewLink(token);
  const submit = useSubmitReview(token);
  const [rating, setRating] = useState<number>();
  const [text, setText] = useState('');
  const [authorName, setAuthorName] = useState<string>();
  const [errors, setErrors] = useState<Errors>({});
  useDocumentTitle(link.data ? `Review ${link.data.vendorName}` : 'Review');

  if (link.isPending) {
    return (
      <div role="status" aria-label="Loading" className="mx-auto grid max-w-xl gap-3 p-4">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (link.isError && !submit.isSuccess) {
    return (
      <div className="mx-auto grid max-w-xl gap-4 p-4">
        <h1 className="text-2xl font-semibold tracking-tight">Review a vendor</h1>
        <LinkProblem error={link.error} />
      </div>
    );
  }
  if (submit.isSuccess) {
    return (
      <div className="mx-auto grid max-w-xl gap-2 p-4" role="status">
        <h1 className="text-2xl font-semibold tracking-tight">Thank you for your review</h1>
        <p>
          Your {submit.data.rating}-star review of {link.data?.vendorName ?? 'the vendor'} is
          published on their page.
        </p>
      </div>
    );
  }

  const { vendorName, clientName } = link.data!;
  const name = authorName ?? clientName;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The checks a person can act on before sending; the server's schema has the last
    // word (its field errors land under the fields). No zod here: this page stays light.
    const found: Errors = {};
    if (rating === undefined) found.rating = 'Choose a rating from 1 to 5 stars';
    if (!name.trim()) found.authorName = 'Your name is required';
    if (found.rating || found.authorName) {
      setErrors(found);
      return;
    }
    setErrors({});
    submit.mutate(
      { rating: rating!, text: text.trim() || null, authorName: name.trim() },
      {
        onError: (error) => {
          const fields = readFieldErrors(error);
          setErrors({
            rating: fields.rating?.[0],
            text: fields.text?.[0],
            authorName: fields.authorName?.[0],
          });
        },
      },
    );
  };

  return (
    <article className="mx-auto grid max-w-xl gap-4 p-4" aria-labelledby="review-title">
      <header className="grid gap-1">
        <h1 id="review-title" className="text-2xl font-semibold tracking-tight">
          Review {vendorName}
        </h1>
        <p className="text-muted-foreground">
          {clientName}, {vendorName} asked for your opinion. Your review is public on their page.
        </p>
      </header>
      <form onSubmit={onSubmit} className="grid gap-4" noValidate>
        <StarRatingInput
          legend="Your rating"
          value={rating}
          onChange={setRating}
          error={errors.rating}
        />
        <FormField
          id="review-text"
          label="Your review (optional)"
          description={`Up to ${REVIEW_LIMITS.text.toLocaleString('en')} characters.`}
          error={errors.text}
        >
          {(aria) => (
            <Textarea
              {...aria}
              rows={5}
              value={text}
              maxLength={REVIEW_LIMITS.text}
              onChange={(e) => setText(e.target.value)}
            />
          )}
        </FormField>
        <FormField id="review-author" label="Your name, as shown" error={errors.authorName}>
          {(aria) => (
            <Input
              {...aria}
              value={name}
              maxLength={REVIEW_LIMITS.name}
              autoComplete="name"
              onChange={(e) => setAuthorName(e.target.value)}
            />
          )}
        </FormField>
        {submit.isError && Object.keys(readFieldErrors(submit.error)).length === 0 ? (
          <Alert variant="destructive">
            <AlertDescription>{getErrorMessage(submit.error)}</AlertDescription>
          </Alert>
        ) : null}
        <Button type="submit" disabled={submit.isPending} className="justify-self-start">
          {submit.isPending ? 'Sending…' : 'Publish my review'}
        </Button>
      </form>
    </article>
  );
}
