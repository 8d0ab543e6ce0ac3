export { LoginForm, type LoginFormProps } from './components/login-form';
export { LoginScreen, type LoginScreenProps } from './components/login-screen';
