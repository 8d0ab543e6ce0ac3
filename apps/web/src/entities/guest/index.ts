export { guestKeys, guestsEndpoint, ATTENDEES_ENDPOINT, getGuest } from './api/get-guests';
export { GuestExportButton } from './components/guest-export-button';
export { CARD_TYPE_LABELS, PAYMENT_STANDING_LABELS } from './lib/guest-money-labels';
export { CashPaymentDialog } from './components/cash-payment-dialog';
export { guestImportPath } from './lib/guest-paths';
