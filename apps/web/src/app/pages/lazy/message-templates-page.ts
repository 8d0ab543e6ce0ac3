export { MessageTemplatesPage } from '@/features/message-templates';
