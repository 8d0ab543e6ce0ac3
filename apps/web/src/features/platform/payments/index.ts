export { PaymentsPage } from './components/payments-page';
export type { PaymentLinks } from './components/payment-columns';
