export { EventGuests } from './components/event-guests';
export { guestSearchQuery } from './lib/guest-links';
