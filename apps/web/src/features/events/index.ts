export { EventsPage } from './components/events-page';
export { EventPage, type EventPageProps } from './components/event-page';
export { EditEventPage, NewEventPage } from './components/event-form-page';
export { eventKeys } from './api/get-events';
export { TimeZonePicker } from './components/time-zone-picker';
