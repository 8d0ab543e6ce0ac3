export { SendMessagesPage } from '@/features/messaging';
