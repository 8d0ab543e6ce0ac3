export { PaymentsPage } from '@/features/payments';
