export { CreateEventPage } from '@/features/create-event';
