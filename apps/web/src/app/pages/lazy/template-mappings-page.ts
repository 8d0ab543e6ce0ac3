export { TemplateMappingsPage } from '@/features/message-templates';
