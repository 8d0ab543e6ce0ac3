export { MembersPage } from '@/features/members';
