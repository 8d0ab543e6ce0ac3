export { EventSuppliers } from './components/event-suppliers';
