import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { formatDisplayDateTime, MESSAGE_STATUSES, type MessageBatch } from '@karamu/shared';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/get-error-message';
import { useCancelBatch } from '../api/cancel-batch';
import { useBatch } from '../api/get-batch';
import { getBatchProgress } from '../lib/batch-progress';
import { formatCount } from '../lib/format-count';
import { CHANNEL_LABELS, MESSAGE_STATUS_LABELS } from '../lib/message-status';
import {
  describeMissingProvider,
  useChannelsWithoutProvider,
  WAITING_FOR_PROVIDER,
} from '../lib/waiting-for-provider';

export type BatchProgressPanelProps = {
  batchId: string;
  /** A link to the batch's messages, for readers of the messages page. */
  messagesLink?: boolean;
};

/**
 * One batch on its way out: a bar of how much has left the queue, the count sent, the
 * count in each state, and a way to cancel what is still queued. It asks the server every
 * second until the batch is finished; the batch id lives in the page's URL, so a reload
 * picks the progress up again.
 */
export function BatchProgressPanel({ batchId, messagesLink = false }: BatchProgressPanelProps) {
  const batch = useBatch(batchId);
  const titleId = `batch-${batchId}-title`;

  if (batch.isPending) {
    return (
      <Card aria-busy="true">
        <CardContent className="flex items-center gap-2 pt-6 text-muted-foreground">
          <Spinner /> Loading the send…
        </CardContent>
      </Card>
    );
  }
  if (batch.isError) {
    return (
      <Alert variant="destructive" role="alert">
        <AlertTitle>The send could not be loaded</AlertTitle>
        <AlertDescription className="grid justify-items-start gap-2">
          {getErrorMessage(batch.error)}
          <Button variant="outline" size="sm" onClick={() => void batch.refetch()}>
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  return (
    <Card role="region" aria-labelledby={titleId}>
      <BatchProgressContent batch={batch.data} titleId={titleId} messagesLink={messagesLink} />
    </Card>
  );
}

function BatchProgressContent({
  batch,
  titleId,
  messagesLink,
}: {
  batch: MessageBatch;
  titleId: string;
  messagesLink: boolean;
}) {
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelBatch();
  const progress = getBatchProgress(batch);
  const summary = `${formatCount(progress.sent)} of ${formatCount(progress.total)} sent`;
  const percent = progress.total === 0 ? 100 : (progress.done / progress.total) * 100;
  const template = batch.templateName ?? 'a deleted template';
  const shown = MESSAGE_STATUSES.filter((status) => batch.counts[status] > 0);
  const waiting = useChannelsWithoutProvider().has(batch.channel) && batch.counts.queued > 0;

  const cancelBatch = () =>
    cancel.mutate(batch.id, {
      onSuccess: () => {
        toast.success('Sending cancelled: nothing more of this send goes out');
        setConfirming(false);
      },
      onError: (error) => {
        toast.error(getErrorMessage(error));
        setConfirming(false);
      },
    });

  return (
    <>
      <CardHeader>
        <CardTitle id={titleId}>
          {batch.status === 'cancelled'
            ? `Cancelled: ${template}`
            : progress.finished
              ? `Finished: ${template}`
              : waiting
                ? `${WAITING_FOR_PROVIDER}: ${template}`
                : `Sending ${template}`}
        </CardTitle>
        <CardDescription>
          {CHANNEL_LABELS[batch.channel]}
          {batch.isTest ? ' test' : ''} to {formatCount(batch.total)}{' '}
          {batch.total === 1 ? 'recipient' : 'recipients'}, started{' '}
          {formatDisplayDateTime(batch.createdAt)}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-2">
          <div
            role="progressbar"
            aria-label="Sending progress"
            aria-valuemin={0}
            aria-valuemax={progress.total}
            aria-valuenow={progress.done}
            aria-valuetext={summary}
            className="h-3 w-full overflow-hidden rounded-full bg-muted"
          >
            <div
              className="h-full rounded-full bg-primary transition-[width] duration-500"
              style={{ width: `${percent}%` }}
            />
          </div>
          <p className="text-sm font-medium">{summary}</p>
        </div>
        {waiting && <p className="text-sm">{describeMissingProvider(batch.channel)}</p>}
        {shown.length > 0 && (
          <ul aria-label="Messages by status" className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
            {shown.map((status) => (
              <li key={status}>
                <span className="text-muted-foreground">
                  {waiting && status === 'queued'
                    ? WAITING_FOR_PROVIDER
                    : MESSAGE_STATUS_LABELS[status]}
                  :
                </span>{' '}
                <span className="font-medium tabular-nums">
                  {formatCount(batch.counts[status])}
                </span>
              </li>
            ))}
          </ul>
        )}
        <div className="flex flex-wrap gap-2">
          {!progress.finished && (
            <Button variant="outline" onClick={() => setConfirming(true)}>
              Cancel sending
            </Button>
          )}
          {messagesLink && (
            <Button variant="outline" asChild>
              <Link to={`../messages?batch=${batch.id}`} relative="path">
                See the messages
              </Link>
            </Button>
          )}
        </div>
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Cancel the rest of this send?"
        description={`The ${formatCount(batch.counts.queued)} messages still queued are not sent. Messages already handed to the provider cannot be called back.`}
        confirmLabel="Yes, cancel sending"
        pending={cancel.isPending}
        onConfirm={cancelBatch}
      />
    </>
  );
}
