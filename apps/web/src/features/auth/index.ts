export { getMe, meKeys, meQueryOptions, useMe } from './api/get-me';
export { login, useLogin } from './api/login';
export { logout, useLogout, type LogoutAnswer } from './api/logout';
export { LoginForm, type LoginFormProps } from './components/login-form';
export { LoginScreen, type LoginScreenProps } from './components/login-screen';
export { useCurrentUser } from './hooks/use-current-user';
