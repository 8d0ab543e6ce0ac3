export { EditEventPage } from '@/features/events';
