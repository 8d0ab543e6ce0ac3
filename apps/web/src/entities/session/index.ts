export { useMe, meKeys } from './api/get-me';
export { useLogout } from './api/logout';
export { useLogin } from './api/login';
export { useCurrentUser } from './hooks/use-current-user';
export { AccountTabs } from './components/account-tabs';
