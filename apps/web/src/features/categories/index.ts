export { CategoriesPage } from './components/categories-page';
export { categoryKeys } from './api/get-categories';
export { useEventCategories } from './api/get-event-categories';
