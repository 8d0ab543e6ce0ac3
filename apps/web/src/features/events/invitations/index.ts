export { invitationCardPath, invitationPath, invitationQueryOptions } from './api/get-invitation';
