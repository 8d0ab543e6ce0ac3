/** What app.ts and other modules use of prices: its public face. */
export { pricesRoutes } from './prices-routes';
