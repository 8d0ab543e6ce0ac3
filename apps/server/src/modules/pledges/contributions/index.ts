/** What app.ts and other modules use of contributions: its public face. */
export { contributionsRoutes } from './contributions-routes';
export { lockMemberForPayment } from './member-paid';
export {
  fillMissingReference,
  insertLockedContribution,
  type OpeningContribution,
  recordOpeningContributions,
} from './contributions-service';
