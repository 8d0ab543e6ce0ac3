/** Pay links (decision 0043): members' pay pages, their tokens and codes, the thank-you SMS. */
export { issuePayTokens } from './pay-credentials';
export { payLinksRoutes, type PayLinksDeps } from './pay-links-routes';
export type { PayLinkPayments } from './pay-links-service';
export { createPaymentThankYou } from './payment-thank-you';
