import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { RotateCcw, X } from 'lucide-react';
import { toast } from 'sonner';
import { useQueryClient } from '@tanstack/react-query';
import {
  formatDisplayDateTime,
  hasPrivilege,
  heldPrivileges,
  type Message,
  type MessageBatch,
} from '@karamu/shared';
import { DataTable, runOnEach, type DataTableBulkAction } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useCurrentUser } from '@/entities/session';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { getErrorMessage } from '@/lib/get-error-message';
import { useRecentBatches } from '../api/get-batches';
import { messagesEndpoint } from '../api/get-messages';
import { messagingKeys } from '@/entities/messaging';
import { retryMessage } from '../api/retry-message';
import { BATCH_PARAM } from '../lib/batch-progress';
import { countOf } from '../lib/format-count';
import { canRetry } from '../lib/message-status';
import { BatchProgressPanel } from './batch-progress-panel';
import { MESSAGE_COLUMNS, MESSAGE_FILTERS, MESSAGE_SEARCH } from './message-columns';

const NOUN = { one: 'message', other: 'messages' };

const batchLabel = (batch: MessageBatch) =>
  `${batch.templateName ?? 'Deleted template'}${batch.isTest ? ' (test)' : ''} · ${formatDisplayDateTime(batch.createdAt)}`;

/**
 * `messages` (READ_MESSAGES): every outbound message with its status and the provider's
 * reason when it failed. `?batch=` narrows the list to one send and shows its progress
 * on top; failed and unsent messages can be queued again (UPDATE_MESSAGES).
 */
export function MessagesPage() {
  useDocumentTitle('Messages');
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const batchId = params.get(BATCH_PARAM);
  const mayRetry = hasPrivilege(heldPrivileges(useCurrentUser()), 'UPDATE_MESSAGES');

  const chooseBatch = (id: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set(BATCH_PARAM, id);
      else next.delete(BATCH_PARAM);
      // Another batch's list starts on its first page.
      next.delete('page');
      return next;
    });

  async function retry(messages: readonly Message[]) {
    const retryable = messages.filter((message) => canRetry(message.status));
    if (retryable.length === 0) {
      throw new Error('Only failed or not sent messages can be retried');
    }
    await runOnEach(retryable, (message) => retryMessage(message.id), {
      refresh: () => queryClient.invalidateQueries({ queryKey: messagingKeys.all }),
      succeeded: (queued) => `${countOf(queued, 'message', 'messages')} queued again`,
      failed: 'could not be retried',
    });
  }

  const bulkActions: DataTableBulkAction<Message>[] = mayRetry
    ? [{ label: 'Retry', run: retry }]
    : [];
  const rowActions = mayRetry
    ? (message: Message) =>
        canRetry(message.status) ? (
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Retry the message to ${message.recipientName}`}
            onClick={() =>
              void retry([message]).catch((error) => toast.error(getErrorMessage(error)))
            }
          >
            <RotateCcw aria-hidden="true" />
            Retry
          </Button>
        ) : null
    : undefined;

  return (
    <section aria-labelledby="messages-title" className="grid min-w-0 gap-4">
      <div className="grid gap-1">
        <h1 id="messages-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
          Messages
        </h1>
        <p className="text-muted-foreground">
          Every message sent, with its delivery. Search by recipient or address.
        </p>
      </div>
      {batchId && <BatchProgressPanel batchId={batchId} />}
      <BatchChooser batchId={batchId} onChange={chooseBatch} />
      <DataTable<Message>
        label="Messages"
        noun={NOUN}
        queryKey={[...messagingKeys.messages(), batchId ?? 'all']}
        endpoint={messagesEndpoint(batchId)}
        columns={MESSAGE_COLUMNS}
        filters={MESSAGE_FILTERS}
        getRowId={(message) => message.id}
        getRowLabel={(message) => `the message to ${message.recipientName}`}
        searchConfig={MESSAGE_SEARCH}
        defaultSort="-createdAt"
        bulkActions={bulkActions}
        rowActions={rowActions}
        exportFileName="messages"
      />
    </section>
  );
}

/** The batch filter: a chip while one batch is shown, else a choice of the recent ones. */
function BatchChooser({
  batchId,
  onChange,
}: {
  batchId: string | null;
  onChange: (id: string | null) => void;
}) {
  const selectId = useId();
  const batches = useRecentBatches();
  const chosen = batches.data?.find((batch) => batch.id === batchId);

  if (batchId) {
    return (
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-muted-foreground">Showing one send:</span>
        <span className="inline-flex items-center gap-1 rounded-full border bg-muted/50 py-0.5 pr-1 pl-3">
          Batch: {chosen ? batchLabel(chosen) : batchId}
          <Button
            variant="ghost"
            size="icon"
            className="size-6"
            aria-label="Show the messages of every send"
            onClick={() => onChange(null)}
          >
            <X aria-hidden="true" />
          </Button>
        </span>
      </div>
    );
  }
  if (!batches.data || batches.data.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Label htmlFor={selectId}>Send</Label>
      <NativeSelect
        id={selectId}
        value=""
        onChange={(event) => onChange(event.target.value || null)}
      >
        <option value="">Every send</option>
        {batches.data.map((batch) => (
          <option key={batch.id} value={batch.id}>
            {batchLabel(batch)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
