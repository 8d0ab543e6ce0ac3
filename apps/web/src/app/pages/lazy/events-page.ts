export { EventsPage } from '@/features/events';
