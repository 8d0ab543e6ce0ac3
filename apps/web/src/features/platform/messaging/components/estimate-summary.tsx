import { Link } from 'react-router';
import { formatMinorUnits, type AudienceName, type BatchEstimate } from '@karamu/shared';
import { readFieldErrors } from '@/components/forms/read-field-errors';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/get-error-message';
import { AUDIENCE_COPY } from '@/entities/messaging';
import { countOf, formatCount } from '../lib/format-count';
import { CHANNEL_LABELS } from '../lib/message-status';

export type EstimateSummaryProps = {
  /** Whom the recipients are counted as: guests, members. */
  audience: AudienceName;
  templateId: string;
  estimate: BatchEstimate | undefined;
  error: unknown;
  loading: boolean;
  onRetry: () => void;
};

/**
 * What a send would do before it is sent: how many people it reaches, what it costs, who
 * is left out and why, and the message as one of them would read it. A template with a
 * placeholder that has no mapping cannot be sent; the answer says which, and the link
 * leads to where they are mapped.
 */
export function EstimateSummary({
  audience,
  templateId,
  estimate,
  error,
  loading,
  onRetry,
}: EstimateSummaryProps) {
  if (loading) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner /> Counting the recipients…
      </p>
    );
  }
  if (error) {
    const unmapped = readFieldErrors(error).templateId?.[0];
    return unmapped ? (
      <Alert variant="destructive" role="alert">
        <AlertTitle>This template cannot be sent yet</AlertTitle>
        <AlertDescription className="grid justify-items-start gap-2">
          <p>{unmapped}</p>
          <Link
            to={`../templates/${templateId}`}
            relative="path"
            className="font-medium underline underline-offset-4"
          >
            Map the template’s placeholders
          </Link>
        </AlertDescription>
      </Alert>
    ) : (
      <Alert variant="destructive" role="alert">
        <AlertTitle>The recipients could not be counted</AlertTitle>
        <AlertDescription className="grid justify-items-start gap-2">
          <p>{getErrorMessage(error)}</p>
          <Button variant="outline" size="sm" onClick={onRetry}>
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  if (!estimate) return null;

  const { one, other } = AUDIENCE_COPY[audience];
  const skipped = estimate.skipped.filter((group) => group.count > 0);
  const skippedTotal = skipped.reduce((sum, group) => sum + group.count, 0);
  return (
    <div className="grid gap-4">
      <dl
        aria-label="Estimate"
        className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto_1fr]"
      >
        <dt className="text-muted-foreground">Recipients</dt>
        <dd className="font-medium">{countOf(estimate.recipients, one, other)}</dd>
        <dt className="text-muted-foreground">Channel</dt>
        <dd className="font-medium">{CHANNEL_LABELS[estimate.channel]}</dd>
        {estimate.channel === 'sms' && (
          <>
            <dt className="text-muted-foreground">SMS segments</dt>
            <dd className="font-medium">{formatCount(estimate.segments)}</dd>
            <dt className="text-muted-foreground">Estimated cost</dt>
            <dd className="font-medium">
              {estimate.cost
                ? formatMinorUnits(estimate.cost.minor, estimate.cost.currency)
                : 'No SMS price configured'}
            </dd>
          </>
        )}
      </dl>
      {skipped.length > 0 && (
        <div className="grid gap-1 text-sm">
          <h3 className="font-medium">{countOf(skippedTotal, one, other)} left out</h3>
          <ul aria-label="Left out" className="list-disc pl-5">
            {skipped.map((group) => (
              <li key={group.reason}>
                {group.label}: {formatCount(group.count)}
              </li>
            ))}
          </ul>
        </div>
      )}
      {estimate.sample && (
        <figure className="grid gap-1">
          <figcaption className="text-sm text-muted-foreground">
            As {estimate.sample.recipientName} will read it
          </figcaption>
          <blockquote
            aria-label="Sample message"
            className="rounded-md border bg-muted/40 p-3 text-sm wrap-anywhere whitespace-pre-wrap"
          >
            {estimate.sample.subject && (
              <p className="mb-2 font-medium">Subject: {estimate.sample.subject}</p>
            )}
            {estimate.sample.body}
          </blockquote>
        </figure>
      )}
    </div>
  );
}
