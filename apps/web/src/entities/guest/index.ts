export { guestKeys, guestsEndpoint, ATTENDEES_ENDPOINT, getGuest } from './api/get-guests';
export { GuestExportButton } from './components/guest-export-button';
