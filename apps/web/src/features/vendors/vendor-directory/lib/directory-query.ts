/**
 * The directory's view lives in the page's URL (`/vendors?category=…&city=…&minRating=4`)
 * so a link shared on WhatsApp opens the same results. The names and rules are the API's
 * (`publicDirectoryQuerySchema`); what the URL holds that the API would refuse (a typo, a
 * rating of 9) is left out rather than failing the page.
 */
import type { PublicDirectoryQuery, VendorSort } from '@karamu/shared';

/** The API's sorts (VENDOR_SORTS) with their labels, in the order the menu offers them. */
export const SORT_LABELS: Record<VendorSort, string> = {
  rating: 'Best rated',
  reviews: 'Most reviewed',
  newest: 'Newest',
  price: 'Price: low to high',
  '-price': 'Price: high to low',
};
const DEFAULT_SORT: VendorSort = 'rating';
/** A phone shows a column of cards: twelve is a few screens of them. */
const PAGE_SIZE = 12;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CURRENCY = /^[A-Z]{3}$/;

const text = (value: string | null, max = 100) => {
  const trimmed = value?.trim();
  return trimmed && trimmed.length <= max ? trimmed : undefined;
};
const whole = (value: string | null, min: number, max: number) => {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return number >= min && number <= max ? number : undefined;
};

const isSort = (value: string | null): value is VendorSort =>
  value !== null && Object.hasOwn(SORT_LABELS, value);

/** The directory query a page URL's search part asks for (defaults filled in). */
export function readDirectoryQuery(params: URLSearchParams): PublicDirectoryQuery {
  const category = params.get('category');
  const currency = params.get('currency')?.toUpperCase() ?? null;
  const sort = params.get('sort');
  return {
    q: text(params.get('q')),
    category: category && UUID.test(category) ? category : undefined,
    city: text(params.get('city')),
    minRating: whole(params.get('minRating'), 1, 5),
    minPrice: whole(params.get('minPrice'), 0, Number.MAX_SAFE_INTEGER),
    maxPrice: whole(params.get('maxPrice'), 0, Number.MAX_SAFE_INTEGER),
    currency: currency && CURRENCY.test(currency) ? currency : undefined,
    sort: isSort(sort) ? sort : DEFAULT_SORT,
    page: whole(params.get('page'), 1, 1000) ?? 1,
    size: PAGE_SIZE,
  };
}

/**
 * The page URL's search part for a query: only what differs from the defaults, in a fixed
 * order, so equal views have equal links.
 */
export function writeDirectoryQuery(query: PublicDirectoryQuery): URLSearchParams {
  const params = new URLSearchParams();
  const put = (key: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') params.set(key, String(value));
  };
  put('q', query.q);
  put('category', query.category);
  put('city', query.city);
  put('minRating', query.minRating);
  put('minPrice', query.minPrice);
  put('maxPrice', query.maxPrice);
  if (query.minPrice !== undefined || query.maxPrice !== undefined) put('currency', query.currency);
  if (query.sort !== DEFAULT_SORT) put('sort', query.sort);
  if (query.page !== 1) put('page', query.page);
  return params;
}

/** Whether the visitor narrowed the results (an empty page then says so and offers to clear). */
export const isFiltered = (query: PublicDirectoryQuery) =>
  Boolean(
    query.q ||
    query.category ||
    query.city ||
    query.minRating ||
    query.minPrice !== undefined ||
    query.maxPrice !== undefined,
  );

/**
 * How many of the filters behind a phone's "Filters" button narrow the results: category,
 * city, rating and the price range (one filter, however many of its ends are set). The
 * search box is always shown, so it is not counted.
 */
export const hiddenFilterCount = (query: PublicDirectoryQuery) =>
  [
    query.category,
    query.city,
    query.minRating,
    query.minPrice !== undefined || query.maxPrice !== undefined || undefined,
  ].filter(Boolean).length;
