export { AttendeesPage } from './components/attendees-page';
export { EventGuests } from './components/event-guests';
export { guestSearchQuery } from './lib/guest-links';
