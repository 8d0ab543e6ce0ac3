export { MessagesPage } from '@/features/messaging';
