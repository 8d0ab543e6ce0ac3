export { MessagesPage } from './components/messages-page';
export { SendInvitationsPage, SendMessagesPage } from './components/send-page';
