export { RolesPage } from '@/features/roles';
