export { RolesPage } from './components/roles-page';
export { PrivilegeGrid, type PrivilegeGridProps } from './components/privilege-grid';
