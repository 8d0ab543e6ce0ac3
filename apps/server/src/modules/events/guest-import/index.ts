/** What app.ts and other modules use of guest-import: its public face. */
export { guestImportRoutes } from './guest-import-routes';
