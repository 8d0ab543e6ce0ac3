/**
 * The searches both sides repeat in turn: what visitors of `/vendors` and `/services` ask
 * for, filters combined as the directory's URL carries them.
 */
import { categoryId } from './seed';

const CATERING = categoryId(0);
const TENTS = categoryId(6);

export const WORKLOAD: readonly string[] = [
  '/api/public/vendors',
  `/api/public/vendors?category=${CATERING}&city=nairobi&minRating=4`,
  '/api/public/vendors?q=amani&sort=reviews',
  `/api/public/vendors?category=${TENTS}&minPrice=100000&maxPrice=500000&sort=price`,
  '/api/public/vendors?city=Mombasa&sort=newest&page=3',
  '/api/public/services?q=buffet&city=arusha&sort=price',
  `/api/public/services?category=${CATERING}&minRating=3`,
  '/api/public/services?minPrice=50000&maxPrice=80000&sort=-price',
];
