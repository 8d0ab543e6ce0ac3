export { CreateEventPage } from './components/create-event-page';
