/** What app.ts and other modules use of invitations: its public face. */
export { invitationsRoutes } from './invitations-routes';
export { newToken, getInvitationEvent } from './invitations-service';
