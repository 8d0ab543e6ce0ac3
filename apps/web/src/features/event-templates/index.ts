export { EventTemplatesPage } from './components/event-templates-page';
export { EventTemplatesDashboardPage } from './components/event-templates-dashboard';
