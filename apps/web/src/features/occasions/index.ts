export { OccasionsPage } from './components/occasions-page';
export { OccasionPage } from './components/occasion-page';
