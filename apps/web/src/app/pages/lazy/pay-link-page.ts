export { PayLinkPage } from '@/features/pay-link';
