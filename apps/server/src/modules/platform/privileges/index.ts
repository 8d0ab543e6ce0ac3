/** What app.ts and other modules use of privileges: its public face. */
export { privilegesRoutes } from './privileges-routes';
