export { PUBLIC_NAV, PUBLIC_PAGES } from './public-pages';
export { LandingPage } from './components/landing-page';
export { PublicAreaPage } from './components/public-area-page';
