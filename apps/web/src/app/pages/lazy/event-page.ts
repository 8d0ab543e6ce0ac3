export { EventPage } from '../event-page';
