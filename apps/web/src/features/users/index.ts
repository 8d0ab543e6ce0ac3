export { UsersList } from './components/users-list';
export { userKeys, usersQueryOptions } from './api/get-users';
