import {
  formatDisplayDateTime,
  formatPhoneInternational,
  MESSAGE_STATUSES,
  type Message,
  type MessageStatus,
} from '@karamu/shared';
import type { DataTableColumn, DataTableFilter } from '@/components/data-table';
import { Badge } from '@/components/ui/badge';
import { AUDIENCE_FILTER } from '@/entities/messaging';
import { CHANNEL_LABELS, MESSAGE_STATUS_LABELS } from '../lib/message-status';
import { useChannelsWithoutProvider, WAITING_FOR_PROVIDER } from '../lib/waiting-for-provider';

const STATUS_VARIANTS: Readonly<
  Record<MessageStatus, 'default' | 'secondary' | 'outline' | 'destructive'>
> = {
  queued: 'outline',
  sending: 'outline',
  sent: 'secondary',
  delivered: 'default',
  failed: 'destructive',
  not_sent: 'destructive',
  cancelled: 'outline',
};

/**
 * The status, and for one that did not go out the provider's reason or ours, in words. A
 * queued message of a channel with no provider says it waits for one: "Queued" would read
 * as on its way.
 */
function MessageStatusCell({ message }: { message: Message }) {
  const withoutProvider = useChannelsWithoutProvider();
  const waiting = message.status === 'queued' && withoutProvider.has(message.channel);
  return (
    <div className="grid justify-items-start gap-1">
      <Badge variant={STATUS_VARIANTS[message.status]}>
        {waiting ? WAITING_FOR_PROVIDER : MESSAGE_STATUS_LABELS[message.status]}
      </Badge>
      {waiting ? (
        <span className="max-w-64 text-xs text-muted-foreground">
          No {CHANNEL_LABELS[message.channel]} provider is configured; it goes out once one is
        </span>
      ) : (
        message.error && (
          <span className="max-w-64 text-xs text-muted-foreground">{message.error}</span>
        )
      )}
    </div>
  );
}

const when = (value: string | null) =>
  value ? <span className="whitespace-nowrap">{formatDisplayDateTime(value)}</span> : '—';

export const MESSAGE_COLUMNS: readonly DataTableColumn<Message>[] = [
  {
    id: 'recipientName',
    header: 'Recipient',
    sortable: true,
    cell: (message) => message.recipientName,
    csv: (message) => message.recipientName,
  },
  {
    id: 'address',
    header: 'Address',
    cell: (message) => (
      <span className="whitespace-nowrap">
        {message.channel === 'sms' ? formatPhoneInternational(message.address) : message.address}
      </span>
    ),
    csv: (message) => message.address,
  },
  {
    id: 'channel',
    header: 'Channel',
    hideable: true,
    cell: (message) => CHANNEL_LABELS[message.channel],
    csv: (message) => message.channel,
  },
  {
    id: 'status',
    header: 'Status',
    sortable: true,
    className: 'min-w-32',
    cell: (message) => <MessageStatusCell message={message} />,
    csv: (message) => (message.error ? `${message.status}: ${message.error}` : message.status),
  },
  {
    id: 'attempts',
    header: 'Attempts',
    hideable: true,
    className: 'text-right tabular-nums',
    cell: (message) => message.attempts,
    csv: (message) => message.attempts,
  },
  {
    id: 'body',
    header: 'Message',
    hideable: true,
    defaultHidden: true,
    className: 'min-w-64',
    cell: (message) => (
      <span className="line-clamp-3 wrap-anywhere whitespace-pre-wrap">
        {message.subject ? `${message.subject}: ` : ''}
        {message.body}
      </span>
    ),
    csv: (message) => message.body,
  },
  {
    id: 'createdAt',
    header: 'Queued',
    sortable: true,
    cell: (message) => when(message.createdAt),
    csv: (message) => message.createdAt,
  },
  {
    id: 'sentAt',
    header: 'Sent',
    sortable: true,
    hideable: true,
    cell: (message) => when(message.sentAt),
    csv: (message) => message.sentAt,
  },
  {
    id: 'deliveredAt',
    header: 'Delivered',
    hideable: true,
    cell: (message) => when(message.deliveredAt),
    csv: (message) => message.deliveredAt,
  },
];

export const MESSAGE_FILTERS: readonly DataTableFilter[] = [
  {
    kind: 'options',
    field: 'status',
    label: 'Status',
    multiple: true,
    options: MESSAGE_STATUSES.map((value) => ({ value, label: MESSAGE_STATUS_LABELS[value] })),
  },
  {
    kind: 'options',
    field: 'channel',
    label: 'Channel',
    options: Object.entries(CHANNEL_LABELS).map(([value, label]) => ({ value, label })),
  },
  AUDIENCE_FILTER,
  { kind: 'date-range', field: 'createdAt', label: 'Queued' },
];

export const MESSAGE_SEARCH = { searchFields: ['recipientName', 'address'] } as const;
