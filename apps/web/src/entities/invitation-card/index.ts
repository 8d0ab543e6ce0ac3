export {
  getCardPermissions,
  type CardPermissions,
  invitePath,
  mayOpenInvitePage,
} from './lib/card-access';
export { GuestCardMenuItem } from './components/guest-card-menu-item';
export { useGuestCards } from './hooks/use-guest-cards';
export {
  invitationCardEndpoint,
  invitationCardKeys,
  cardArtworkUrl,
  useInvitationCard,
  guestCardUrl,
} from './api/get-invitation-card';
export { downloadCardsPdf } from './api/download-cards-pdf';
