/** What app.ts and other modules use of members-import: its public face. */
export { membersImportRoutes } from './members-import-routes';
