export { payLinkPath, payLinkQueryOptions } from './api/get-pay-link';
