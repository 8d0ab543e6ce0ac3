/** What app.ts and other modules use of auth: its public face. */
export { type LoginThrottle, createLoginThrottle } from './login-throttle';
export {
  type SessionPolicy,
  storeLastSeen,
  SESSION_COOKIE,
  resolveSession,
  loadPrivileges,
  deleteSessionsOfUser,
} from './sessions';
export { registerAuth, type RegisteredRoute } from './auth-plugin';
export { authRoutes } from './auth-routes';
export { loadDeviceCookieSecret } from './device-cookies';
export { hashPassword, verifyPassword } from './passwords';
export { forgetSessionsOfUser, forgetAllSessions } from './session-cache';
export { currentUserSchema, parseMeFields, selectMeFields } from './me-fields';
export { startSession } from './session-cookie';
