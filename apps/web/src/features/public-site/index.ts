export { PUBLIC_NAV } from './public-pages';
export { LandingPage } from './components/landing-page';
