export { AttendeesPage } from './components/attendees-page';
export {
  EventGuests,
  type EventGuestsProps,
  type GuestPermissions,
} from './components/event-guests';
export { GuestFormDialog, type GuestFormDialogProps } from './components/guest-form-dialog';
