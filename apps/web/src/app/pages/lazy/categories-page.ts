export { CategoriesPage } from '@/features/categories';
