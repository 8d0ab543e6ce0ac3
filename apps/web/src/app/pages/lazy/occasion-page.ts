export { OccasionPage } from '../occasion-page';
