import type { PaymentType } from '@karamu/shared';
import { eventPath } from '@/features/events/events';
import { guestSearchQuery } from '@/features/events/guests';
import { PaymentsPage as PaymentsList, type PaymentLinks } from '@/features/platform/payments';

/** An event payment leads to its event, and to its guest in the event's guests table. */
const EVENT_PAYMENT_LINKS: PaymentLinks = {
  event: (eventId) => eventPath(eventId),
  guest: (eventId, guestName) => `${eventPath(eventId, 'guests')}&${guestSearchQuery(guestName)}`,
};

/** The payments page, composed with where the events and their guests are shown. */
export function PaymentsPage({ type }: { type: PaymentType }) {
  return <PaymentsList type={type} links={type === 'events' ? EVENT_PAYMENT_LINKS : undefined} />;
}
