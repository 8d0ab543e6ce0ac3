import { useMemo, useState } from 'react';
import {
  formatMinorUnits,
  hasPrivilege,
  heldPrivileges,
  PAYMENT_MATCH_LABELS,
  PAYMENT_MATCHES,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  PAYMENT_SEARCH_FIELDS,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  type Payment,
  type PaymentType,
} from '@karamu/shared';
import { DataTable, type DataTableFilter } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { useOccasionChoices } from '@/entities/pledges';
import { useCurrentUser } from '@/entities/session';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useEventChoices } from '../api/get-event-choices';
import { paymentKeys, paymentsEndpoint } from '../api/get-payments';
import { AssignPaymentDialog } from './assign-payment-dialog';
import { isUnmatched, paymentColumns, type PaymentLinks } from './payment-columns';
import { PaymentsExportButton } from './payments-export-button';
import { PaymentTotals } from './payment-totals';

const NOUN = { one: 'payment', other: 'payments' };

const STATUS_AND_PROVIDER_FILTERS: readonly DataTableFilter[] = [
  {
    kind: 'options',
    field: 'status',
    label: 'Status',
    multiple: true,
    options: PAYMENT_STATUSES.map((value) => ({ value, label: PAYMENT_STATUS_LABELS[value] })),
  },
  {
    kind: 'options',
    field: 'provider',
    label: 'Provider',
    multiple: true,
    options: PAYMENT_METHODS.map((value) => ({ value, label: PAYMENT_METHOD_LABELS[value] })),
  },
];

/** Only an occasion's payment can wait for a person to match it to someone. */
const MATCHED_FILTER: DataTableFilter = {
  kind: 'options',
  field: 'matched',
  label: 'Matched',
  options: PAYMENT_MATCHES.map((value) => ({ value, label: PAYMENT_MATCH_LABELS[value] })),
};

const DATE_FILTER: DataTableFilter = { kind: 'date-range', field: 'created', label: 'Date' };

const TEXT: Readonly<Record<PaymentType, { intro: string; empty: string }>> = {
  occasions: {
    intro:
      'Mobile-money payments towards pledges, from pay links and the paybill menu. A payment whose account code matched no one waits here to be assigned.',
    empty:
      'No payments yet. They appear here as members pay from their pay links or the paybill menu.',
  },
  events: {
    intro: "Guests' mobile-money payments for their cards, from their answer pages.",
    empty:
      'No payments yet. They appear here as guests pay for their cards from their answer pages.',
  },
};

/**
 * `payments` in the pledges dashboard (type occasions) and the events dashboard (type
 * events). `links` lead from an event payment to its event and guest (the composing page
 * knows where those live); they are followed only by readers who may open them.
 */
export function PaymentsPage({ type, links }: { type: PaymentType; links?: PaymentLinks }) {
  useDocumentTitle('Payments');
  const held = heldPrivileges(useCurrentUser());
  const may = {
    readOccasions: type === 'occasions' && hasPrivilege(held, 'READ_OCCASIONS'),
    readEvents: type === 'events' && hasPrivilege(held, 'READ_EVENTS'),
    readGuests: type === 'events' && hasPrivilege(held, 'READ_ATTENDEES'),
    // The server decides; the button is offered only to those it would let through, and
    // choosing the member lists the occasion's members.
    assign:
      type === 'occasions' &&
      hasPrivilege(held, 'UPDATE_PAYMENTS') &&
      hasPrivilege(held, 'ADD_CONTRIBUTIONS') &&
      hasPrivilege(held, 'READ_MEMBERS'),
  };
  const occasions = useOccasionChoices({ enabled: may.readOccasions });
  const events = useEventChoices({ enabled: may.readEvents });
  const [assigning, setAssigning] = useState<Payment | null>(null);
  const eventLink = may.readEvents ? links?.event : undefined;
  const guestLink = may.readGuests ? links?.guest : undefined;
  const columns = useMemo(
    () => paymentColumns(type, { event: eventLink, guest: guestLink }),
    [type, eventLink, guestLink],
  );

  const filters: DataTableFilter[] = [
    ...STATUS_AND_PROVIDER_FILTERS,
    ...(type === 'occasions' ? [MATCHED_FILTER] : []),
    DATE_FILTER,
    ...(may.readOccasions
      ? [
          {
            kind: 'options' as const,
            field: 'occasionId',
            label: 'Occasion',
            multiple: true,
            options: (occasions.data ?? []).map((o) => ({ value: o.id, label: o.name })),
          },
        ]
      : []),
    ...(may.readEvents
      ? [
          {
            kind: 'options' as const,
            field: 'eventId',
            label: 'Event',
            multiple: true,
            options: (events.data ?? []).map((e) => ({ value: e.id, label: e.name })),
          },
        ]
      : []),
  ];

  return (
    <section aria-labelledby="payments-title" className="grid min-w-0 gap-4">
      <div className="grid gap-1">
        <h1 id="payments-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
          Payments
        </h1>
        <p className="text-muted-foreground">{TEXT[type].intro}</p>
      </div>
      <DataTable<Payment>
        label="Payments"
        noun={NOUN}
        queryKey={paymentKeys.lists(type)}
        endpoint={paymentsEndpoint(type)}
        columns={columns}
        filters={filters}
        getRowId={(p) => p.id}
        searchConfig={{ searchFields: [...PAYMENT_SEARCH_FIELDS] }}
        defaultSort="-created"
        defaultPageSize={50}
        emptyState={
          <p className="max-w-prose text-center text-muted-foreground">{TEXT[type].empty}</p>
        }
        toolbar={(view) => <PaymentsExportButton type={type} view={view} />}
        summary={(view) => <PaymentTotals type={type} filter={view.filter} />}
        rowActions={
          may.assign
            ? (p) =>
                isUnmatched(p) &&
                p.status === 'succeeded' &&
                // Without an occasion yet, the dialog asks for one among those the reader sees.
                (p.occasionId !== null || may.readOccasions) ? (
                  <Button
                    size="sm"
                    variant="outline"
                    // The visible words first, then which payment (WCAG 2.5.3).
                    aria-label={`Assign to member: ${formatMinorUnits(p.amountMinor, p.currency)} from ${p.payerName ?? p.payerPhone ?? 'an unknown payer'}`}
                    onClick={() => setAssigning(p)}
                  >
                    Assign to member
                  </Button>
                ) : null
            : undefined
        }
      />
      <AssignPaymentDialog
        payment={assigning}
        onOpenChange={(open) => !open && setAssigning(null)}
      />
    </section>
  );
}
