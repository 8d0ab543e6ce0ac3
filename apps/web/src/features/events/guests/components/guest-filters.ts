import { CARD_TYPES, INVITATION_STATUSES, PAYMENT_STANDINGS, RSVP_STATUSES } from '@karamu/shared';
import type { DataTableFilter } from '@/components/data-table';
import { CARD_TYPE_LABELS, PAYMENT_STANDING_LABELS } from '@/entities/guest';
import { INVITATION_LABELS, RSVP_LABELS } from '../lib/guest-labels';

export const GUEST_FILTERS: readonly DataTableFilter[] = [
  {
    kind: 'options',
    field: 'rsvpStatus',
    label: 'RSVP',
    multiple: true,
    options: RSVP_STATUSES.map((value) => ({ value, label: RSVP_LABELS[value] })),
  },
  {
    kind: 'options',
    field: 'cardType',
    label: 'Card',
    multiple: true,
    options: CARD_TYPES.map((value) => ({ value, label: CARD_TYPE_LABELS[value] })),
  },
  {
    kind: 'options',
    field: 'invitationStatus',
    label: 'Invitation',
    multiple: true,
    options: INVITATION_STATUSES.map((value) => ({ value, label: INVITATION_LABELS[value] })),
  },
  {
    kind: 'options',
    field: 'paymentStanding',
    label: 'Payment',
    multiple: true,
    options: PAYMENT_STANDINGS.map((value) => ({ value, label: PAYMENT_STANDING_LABELS[value] })),
  },
];

export const GUEST_SEARCH = {
  searchFields: ['name', 'tableName'],
  exactFields: ['phone'],
} as const;
