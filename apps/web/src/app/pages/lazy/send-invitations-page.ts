export { SendInvitationsPage } from '@/features/messaging';
