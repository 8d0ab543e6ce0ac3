export { useOccasion } from './api/get-occasion';
export { DeleteOccasionDialog } from './components/delete-occasion-dialog';
export { OccasionFormDialog } from './components/occasion-form-dialog';
export { OccasionTotals } from './components/occasion-totals';
