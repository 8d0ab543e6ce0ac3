export { InvitationsPage } from '@/features/invitation-cards';
