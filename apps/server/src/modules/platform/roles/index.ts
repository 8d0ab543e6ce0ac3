/** What app.ts and other modules use of roles: its public face. */
export { rolesRoutes } from './roles-routes';
export { insertRole, getRolesByIds, lockRoles, rolesOfUser } from './roles-repository';
export { assertSuperAdminRemains } from './super-admin-guard';
