export { EventTemplatesPage } from '@/features/event-templates';
