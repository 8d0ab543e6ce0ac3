/** What app.ts and other modules use of categories: its public face. */
export { categoriesRoutes } from './categories-routes';
