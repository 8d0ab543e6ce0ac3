export { EventsPage } from './components/events-page';
export { EventPage } from './components/event-page';
export { EditEventPage, NewEventPage } from './components/event-form-page';
