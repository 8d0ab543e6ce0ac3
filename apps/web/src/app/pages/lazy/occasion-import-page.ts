export { OccasionImportPage } from '../occasion-import-page';
