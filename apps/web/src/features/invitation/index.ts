export { InvitationPage } from './components/invitation-page';
