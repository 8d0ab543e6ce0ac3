export { LoginScreen } from './components/login-screen';
