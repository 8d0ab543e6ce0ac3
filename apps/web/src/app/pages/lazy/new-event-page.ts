export { NewEventPage } from '@/features/events';
