import type { CardType, PaymentStanding } from '@karamu/shared';

/** Card types as people read them: the guests list, the guest form and the Prices tab. */
export const CARD_TYPE_LABELS: Readonly<Record<CardType, string>> = {
  single: 'Single',
  double: 'Double',
  family: 'Family',
};

/** Where a guest stands against what their card or bundle costs (decision 0047). */
export const PAYMENT_STANDING_LABELS: Readonly<Record<PaymentStanding, string>> = {
  paid: 'Paid',
  part_paid: 'Part paid',
  unpaid: 'Unpaid',
};
