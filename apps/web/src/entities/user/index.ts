export { userKeys, USERS_ENDPOINT } from './api/get-users';
