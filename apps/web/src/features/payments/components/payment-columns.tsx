import {
  formatDisplayDateTime,
  formatPhoneInternational,
  PAYMENT_PROVIDER_LABELS,
  PAYMENT_STATUS_LABELS,
  type Payment,
  type PaymentStatus,
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
 * The payments table's columns. No CSV here: the export button asks the server, which
 * writes every matching payment, not only the pages loaded.
 */
export const PAYMENT_COLUMNS: readonly DataTableColumn<Payment>[] = [
  {
    id: 'created',
    header: 'Date',
    sortable: true,
    className: 'min-w-36',
    // The reader's own zone: payments of several occasions share one list.
    cell: (p) => <span className="whitespace-nowrap">{formatDisplayDateTime(p.created)}</span>,
  },
  {
    id: 'status',
    header: 'Status',
    cell: (p) => (
      <span className="grid justify-items-start gap-1">
        <Badge {...STATUS_BADGE[p.status]}>{PAYMENT_STATUS_LABELS[p.status]}</Badge>
        {p.failureReason && (
          <span className="text-xs text-muted-foreground">{p.failureReason}</span>
        )}
      </span>
    ),
  },
  {
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
  },
  {
    id: 'amountMinor',
    header: 'Amount',
    sortable: true,
    className: 'text-right',
    cell: (p) => <Money minor={p.amountMinor} currency={p.currency} />,
  },
  {
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
  },
  {
    id: 'memberName',
    header: 'Member',
    className: 'min-w-36',
    cell: (p) => (p.memberName ? <span className="font-medium">{p.memberName}</span> : dash),
  },
  {
    id: 'providerReceipt',
    header: 'Receipt',
    hideable: true,
    cell: (p) =>
      p.providerReceipt ? <span className="break-all">{p.providerReceipt}</span> : dash,
  },
  {
    id: 'provider',
    header: 'Provider',
    hideable: true,
    cell: (p) => PAYMENT_PROVIDER_LABELS[p.provider],
  },
  {
    id: 'accountReference',
    header: 'Account',
    hideable: true,
    cell: (p) =>
      p.accountReference ? <span className="break-all">{p.accountReference}</span> : dash,
  },
  {
    id: 'for',
    header: 'For',
    hideable: true,
    className: 'min-w-36',
    cell: (p) => p.occasionName ?? p.eventName ?? dash,
  },
  {
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
  },
];
