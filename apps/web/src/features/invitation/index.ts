export { InvitationPage } from './components/invitation-page';
export { invitationPath, invitationQueryOptions } from './api/get-invitation';
