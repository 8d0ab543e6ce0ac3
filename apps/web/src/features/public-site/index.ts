export { PUBLIC_NAV, PUBLIC_PAGES, type PublicPage } from './public-pages';
export { LandingPage } from './components/landing-page';
export { PublicAreaPage } from './components/public-area-page';
