export { GuestImportPage } from './components/guest-import-page';
export { GuestExportButton, type GuestExportButtonProps } from './components/guest-export-button';
