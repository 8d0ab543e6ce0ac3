export { InvitationsPage } from './components/invitations-page';
export { EventCardPanel } from './components/event-card-panel';
export { GuestCardMenuItem } from './components/guest-card-menu-item';
export { useGuestCards } from './hooks/use-guest-cards';
export { invitePath } from './lib/card-access';
