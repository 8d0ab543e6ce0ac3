export { EventPage } from '@/features/events';
