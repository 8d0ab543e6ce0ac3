export {
  eventPricesPath,
  useBundles,
  usePrices,
  type EventPriceKind,
} from './api/get-event-prices';
