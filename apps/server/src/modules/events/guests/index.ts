/** What app.ts and other modules use of guests: its public face. */
export { guestsRoutes } from './guests-routes';
export { cashPaymentRoutes } from './cash-payment-routes';
export { mustGetGuest } from './guests-service';
export { cardPayments } from './card-payments';
export { guestList, listGuests, amountDue, guestPaymentCondition } from './guests-repository';
