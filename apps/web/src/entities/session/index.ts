export { useMe, meKeys } from './api/get-me';
export { useLogout } from './api/logout';
export { useLogin } from './api/login';
export { useCurrentUser } from './hooks/use-current-user';
export { SignUpForm } from './components/sign-up-form';
export { SignInForm } from './components/sign-in-form';
