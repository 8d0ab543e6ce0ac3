export { PUBLIC_NAV } from './public-pages';
