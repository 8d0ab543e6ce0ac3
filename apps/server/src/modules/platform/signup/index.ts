/** What app.ts and other modules use of signup: its public face. */
export { signupRoutes } from './signup-routes';
