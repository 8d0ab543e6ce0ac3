export { CATEGORIES_ENDPOINT, categoryKeys } from './api/get-categories';
export { useEventCategories } from './api/get-event-categories';
