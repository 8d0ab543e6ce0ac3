/** Pay links (decision 0043): members' pay pages, their tokens and codes, the thank-you SMS. */
export { issuePayTokens } from './pay-credentials';
export { payLinksRoutes } from './pay-links-routes';
export { createPaymentThankYou } from './payment-thank-you';
