export { InvitationPage } from '@/features/invitation';
