/** What app.ts and other modules use of profile: its public face. */
export { profileRoutes } from './profile-routes';
