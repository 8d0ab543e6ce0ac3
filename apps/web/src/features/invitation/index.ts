export { InvitationPage } from './components/invitation-page';
export { invitationCardPath, invitationPath, invitationQueryOptions } from './api/get-invitation';
