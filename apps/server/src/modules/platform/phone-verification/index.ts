/** What app.ts and other modules use of phone-verification: its public face. */
export { phoneVerificationRoutes } from './phone-verification-routes';
