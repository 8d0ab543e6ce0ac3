import { Link } from 'react-router';
import {
  DELETED_GUEST_LABEL,
  formatDisplayDateTime,
  formatPhoneInternational,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  type Payment,
  type PaymentStatus,
  type PaymentType,
} from '@karamu/shared';
import type { DataTableColumn } from '@/components/data-table';
import { Badge } from '@/components/ui/badge';
import { Money } from '@/entities/pledges';

const dash = <span className="text-muted-foreground">—</span>;

/**
 * Outlined rather than tinted: the red text on the destructive tint measured 4.45:1 in
 * axe, under the 4.5 small text needs; on the row's own background it is 5.4:1.
 */
const WARNING_BADGE = 'border-destructive/60 text-destructive';
const STATUS_BADGE: Readonly<
  Record<PaymentStatus, { variant: 'default' | 'secondary' | 'outline'; className?: string }>
> = {
  succeeded: { variant: 'default' },
  pending: { variant: 'secondary' },
  failed: { variant: 'outline', className: WARNING_BADGE },
  cancelled: { variant: 'outline' },
  expired: { variant: 'outline' },
};

/** An occasion's payment that no member holds yet: a person assigns it (the server's rule too). */
export const isUnmatched = (p: Payment) => p.type === 'occasions' && p.memberId === null;

/**
 * Addresses of an event payment's event and guest, given only when the reader may open
 * them: the page that composes this feature with the events' knows where they live.
 */
export type PaymentLinks = {
  event?: (eventId: string) => string;
  guest?: (eventId: string, guestName: string) => string;
};

function linkedName(text: string, href: string | undefined) {
  return href ? (
    <Link to={href} className="font-medium underline-offset-4 hover:underline">
      {text}
    </Link>
  ) : (
    <span className="font-medium">{text}</span>
  );
}

const dateColumn: DataTableColumn<Payment> = {
  id: 'created',
  header: 'Date',
  sortable: true,
  className: 'min-w-36',
  // The reader's own zone: payments of several occasions or events share one list.
  cell: (p) => <span className="whitespace-nowrap">{formatDisplayDateTime(p.created)}</span>,
};

const statusColumn: DataTableColumn<Payment> = {
  id: 'status',
  header: 'Status',
  cell: (p) => (
    <span className="grid justify-items-start gap-1">
      <Badge {...STATUS_BADGE[p.status]}>{PAYMENT_STATUS_LABELS[p.status]}</Badge>
      {p.failureReason && <span className="text-xs text-muted-foreground">{p.failureReason}</span>}
    </span>
  ),
};

const matchedColumn: DataTableColumn<Payment> = {
  id: 'matched',
  header: 'Matched',
  cell: (p) =>
    isUnmatched(p) ? (
      <Badge variant="outline" className={WARNING_BADGE}>
        Unmatched
      </Badge>
    ) : (
      <Badge variant="outline">Matched</Badge>
    ),
};

const amountColumn: DataTableColumn<Payment> = {
  id: 'amountMinor',
  header: 'Amount',
  sortable: true,
  className: 'text-right',
  cell: (p) => <Money minor={p.amountMinor} currency={p.currency} />,
};

const payerColumn: DataTableColumn<Payment> = {
  id: 'payer',
  header: 'Payer',
  className: 'min-w-40',
  cell: (p) =>
    p.payerName || p.payerPhone ? (
      <span className="grid">
        {p.payerName && <span>{p.payerName}</span>}
        {p.payerPhone && (
          <span className="whitespace-nowrap text-muted-foreground">
            {formatPhoneInternational(p.payerPhone)}
          </span>
        )}
      </span>
    ) : (
      dash
    ),
};

const memberColumn: DataTableColumn<Payment> = {
  id: 'memberName',
  header: 'Member',
  className: 'min-w-36',
  cell: (p) => (p.memberName ? <span className="font-medium">{p.memberName}</span> : dash),
};

const guestColumn = (links: PaymentLinks): DataTableColumn<Payment> => ({
  id: 'guestName',
  header: 'Guest',
  className: 'min-w-36',
  cell: (p) => {
    if (p.guestName && p.eventId)
      return linkedName(p.guestName, links.guest?.(p.eventId, p.guestName));
    // Deleted after paying: the money stays on record without them.
    if (p.guestId === null)
      return <span className="text-muted-foreground italic">{DELETED_GUEST_LABEL}</span>;
    return dash;
  },
});

const eventColumn = (links: PaymentLinks): DataTableColumn<Payment> => ({
  id: 'eventName',
  header: 'Event',
  hideable: true,
  className: 'min-w-36',
  cell: (p) =>
    p.eventId && p.eventName ? linkedName(p.eventName, links.event?.(p.eventId)) : dash,
});

const receiptColumn: DataTableColumn<Payment> = {
  id: 'providerReceipt',
  header: 'Receipt',
  hideable: true,
  cell: (p) => (p.providerReceipt ? <span className="break-all">{p.providerReceipt}</span> : dash),
};

const providerColumn: DataTableColumn<Payment> = {
  id: 'provider',
  header: 'Provider',
  hideable: true,
  cell: (p) => PAYMENT_METHOD_LABELS[p.provider],
};

const accountColumn: DataTableColumn<Payment> = {
  id: 'accountReference',
  header: 'Account',
  hideable: true,
  cell: (p) =>
    p.accountReference ? <span className="break-all">{p.accountReference}</span> : dash,
};

const forColumn: DataTableColumn<Payment> = {
  id: 'for',
  header: 'For',
  hideable: true,
  className: 'min-w-36',
  cell: (p) => p.occasionName ?? p.eventName ?? dash,
};

const completedColumn: DataTableColumn<Payment> = {
  id: 'completedAt',
  header: 'Completed',
  sortable: true,
  hideable: true,
  defaultHidden: true,
  cell: (p) =>
    p.completedAt ? (
      <span className="whitespace-nowrap">{formatDisplayDateTime(p.completedAt)}</span>
    ) : (
      dash
    ),
};

/**
 * The payments table's columns: an occasion's payment is for a member (matched, or waiting
 * for a person to assign it), an event's for a guest's card. No CSV here: the export
 * button asks the server, which writes every matching payment, not only the pages loaded.
 */
export function paymentColumns(
  type: PaymentType,
  links: PaymentLinks = {},
): readonly DataTableColumn<Payment>[] {
  return type === 'occasions'
    ? [
        dateColumn,
        statusColumn,
        matchedColumn,
        amountColumn,
        payerColumn,
        memberColumn,
        receiptColumn,
        providerColumn,
        accountColumn,
        forColumn,
        completedColumn,
      ]
    : [
        dateColumn,
        statusColumn,
        amountColumn,
        guestColumn(links),
        payerColumn,
        eventColumn(links),
        receiptColumn,
        providerColumn,
        completedColumn,
      ];
}
