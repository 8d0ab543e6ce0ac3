export { EventTemplatesDashboardPage } from '@/features/event-templates';
