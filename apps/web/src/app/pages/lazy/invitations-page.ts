export { InvitationsPage } from '../invitations-page';
