export { PayLinkPage } from './components/pay-link-page';
export { payLinkPath, payLinkQueryOptions } from './api/get-pay-link';
