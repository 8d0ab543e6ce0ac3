export { UsersPage } from './components/users-page';
export { userKeys } from './api/get-users';
