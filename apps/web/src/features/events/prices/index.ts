export { EventPrices } from './components/event-prices';
