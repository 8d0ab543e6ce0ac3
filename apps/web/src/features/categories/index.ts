export { CategoriesPage } from './components/categories-page';
export { categoryKeys } from './api/get-categories';
