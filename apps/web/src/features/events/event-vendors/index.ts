export { EventVendors } from './components/event-vendors';
