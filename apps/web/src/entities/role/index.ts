export { ROLES_ENDPOINT, roleKeys, useAllRoles } from './api/get-roles';
