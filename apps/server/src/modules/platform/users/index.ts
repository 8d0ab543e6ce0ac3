/** What app.ts and other modules use of users: its public face. */
export { getUser, countUsers, insertUser, setUserRoles, isUsernameTaken } from './users-repository';
export { usersRoutes } from './users-routes';
