export { MessagesPage } from './components/messages-page';
export { SendInvitationsPage } from './components/send-invitations-page';
