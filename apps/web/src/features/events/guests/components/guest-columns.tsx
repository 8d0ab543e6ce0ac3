import { Link } from 'react-router';
import {
  EVENTS_DASHBOARD,
  formatDisplayDate,
  formatMinorUnits,
  formatPhoneInternational,
  type Guest,
  type PaymentStanding,
  type RsvpStatus,
} from '@karamu/shared';
import type { DataTableColumn } from '@/components/data-table';
import { Badge } from '@/components/ui/badge';
import { CARD_TYPE_LABELS, PAYMENT_STANDING_LABELS } from '@/entities/guest';
import { INVITATION_LABELS, RSVP_LABELS } from '../lib/guest-labels';

const RSVP_VARIANTS: Readonly<Record<RsvpStatus, 'outline' | 'default' | 'destructive'>> = {
  pending: 'outline',
  accepted: 'default',
  declined: 'destructive',
};

const STANDING_VARIANTS: Readonly<Record<PaymentStanding, 'outline' | 'default' | 'secondary'>> = {
  paid: 'default',
  part_paid: 'secondary',
  unpaid: 'outline',
};

/** An amount in the guest's event's currency; an event with no prices has none. */
const money = (minor: number | null, guest: Guest) =>
  minor === null || guest.currency === null ? null : formatMinorUnits(minor, guest.currency);

const dash = <span className="text-muted-foreground">—</span>;
const phoneText = (guest: Guest) => (guest.phone ? formatPhoneInternational(guest.phone) : '');

const eventGuestsPath = (eventId: string) =>
  `${EVENTS_DASHBOARD.base}/events/${eventId}?tab=guests`;

const eventColumn: DataTableColumn<Guest> = {
  id: 'eventName',
  header: 'Event',
  className: 'min-w-40',
  cell: (guest) => (
    <Link to={eventGuestsPath(guest.eventId)} className="underline-offset-4 hover:underline">
      {guest.eventName}
    </Link>
  ),
  csv: (guest) => guest.eventName,
};

/** A guest list's columns; the all-guests table adds which event each guest is of. */
export function getGuestColumns({ withEvent }: { withEvent: boolean }): DataTableColumn<Guest>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      sortable: true,
      className: 'min-w-40',
      cell: (guest) => <span className="font-medium">{guest.name}</span>,
      csv: (guest) => guest.name,
    },
    ...(withEvent ? [eventColumn] : []),
    {
      id: 'phone',
      header: 'Phone',
      hideable: true,
      cell: (guest) =>
        guest.phone ? <span className="whitespace-nowrap">{phoneText(guest)}</span> : dash,
      csv: (guest) => guest.phone,
    },
    {
      id: 'email',
      header: 'Email',
      hideable: true,
      defaultHidden: true,
      cell: (guest) => (guest.email ? <span className="break-all">{guest.email}</span> : dash),
      csv: (guest) => guest.email,
    },
    {
      id: 'cardType',
      header: 'Card',
      sortable: true,
      hideable: true,
      cell: (guest) => CARD_TYPE_LABELS[guest.cardType],
      csv: (guest) => CARD_TYPE_LABELS[guest.cardType],
    },
    {
      id: 'admissions',
      header: 'Admits',
      hideable: true,
      className: 'text-right',
      cell: (guest) => guest.admissions,
      csv: (guest) => guest.admissions,
    },
    {
      id: 'tableName',
      header: 'Table',
      sortable: true,
      hideable: true,
      // Seating comes late in the planning; shown, it pushes Checked in out of a laptop's
      // box once prices add the Due and Paid amounts (issue 29).
      defaultHidden: true,
      cell: (guest) => guest.tableName ?? dash,
      csv: (guest) => guest.tableName,
    },
    {
      id: 'rsvpStatus',
      header: 'RSVP',
      sortable: true,
      hideable: true,
      cell: (guest) => (
        <Badge variant={RSVP_VARIANTS[guest.rsvpStatus]}>
          {RSVP_LABELS[guest.rsvpStatus]}
          {guest.rsvpStatus === 'accepted' && guest.rsvpCount !== null
            ? ` (${guest.rsvpCount})`
            : ''}
        </Badge>
      ),
      csv: (guest) => RSVP_LABELS[guest.rsvpStatus],
    },
    {
      id: 'rsvpCount',
      header: 'People coming',
      hideable: true,
      defaultHidden: true,
      className: 'text-right',
      cell: (guest) => guest.rsvpCount ?? '',
      csv: (guest) => guest.rsvpCount,
    },
    {
      id: 'amountDueMinor',
      header: 'Due',
      sortable: true,
      hideable: true,
      className: 'text-right whitespace-nowrap',
      cell: (guest) => money(guest.amountDueMinor, guest) ?? dash,
      csv: (guest) => money(guest.amountDueMinor, guest),
    },
    {
      id: 'paidMinor',
      header: 'Paid',
      sortable: true,
      hideable: true,
      className: 'whitespace-nowrap',
      cell: (guest) =>
        guest.paymentStanding === null ? (
          (money(guest.paidMinor, guest) ?? dash)
        ) : (
          // The standing goes under the amount when the table is short of room (issue 29:
          // with prices, a laptop's width otherwise pushes Checked in out of the box).
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            {money(guest.paidMinor, guest)}
            <Badge variant={STANDING_VARIANTS[guest.paymentStanding]}>
              {PAYMENT_STANDING_LABELS[guest.paymentStanding]}
            </Badge>
          </span>
        ),
      csv: (guest) => money(guest.paidMinor, guest),
    },
    {
      id: 'invitationStatus',
      header: 'Invitation',
      hideable: true,
      cell: (guest) => INVITATION_LABELS[guest.invitationStatus],
      csv: (guest) => INVITATION_LABELS[guest.invitationStatus],
    },
    {
      id: 'checkedInCount',
      header: 'Checked in',
      sortable: true,
      hideable: true,
      className: 'text-right',
      cell: (guest) => guest.checkedInCount,
      csv: (guest) => guest.checkedInCount,
    },
    {
      id: 'notes',
      header: 'Notes',
      hideable: true,
      defaultHidden: true,
      className: 'min-w-48',
      cell: (guest) => guest.notes ?? '',
      csv: (guest) => guest.notes,
    },
    {
      id: 'created',
      header: 'Added',
      sortable: true,
      hideable: true,
      defaultHidden: true,
      cell: (guest) => formatDisplayDate(guest.created),
      csv: (guest) => guest.created,
    },
  ];
}
