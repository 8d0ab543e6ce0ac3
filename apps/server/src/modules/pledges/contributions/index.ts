/** What app.ts and other modules use of contributions: its public face. */
export { contributionsRoutes } from './contributions-routes';
export { pledgePayments } from './pledge-payments';
export { type OpeningContribution, recordOpeningContributions } from './contributions-service';
