export { RolesPage } from './components/roles-page';
export { PrivilegeGrid, type PrivilegeGridProps } from './components/privilege-grid';
export { allRolesQueryOptions, roleKeys, useAllRoles } from './api/get-roles';
