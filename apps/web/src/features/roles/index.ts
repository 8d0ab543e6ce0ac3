export { RolesPage } from './components/roles-page';
