export { GuestImportPage } from './components/guest-import-page';
