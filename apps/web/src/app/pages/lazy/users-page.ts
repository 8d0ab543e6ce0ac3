export { UsersPage } from '@/features/users';
