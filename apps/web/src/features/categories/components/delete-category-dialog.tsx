import { toast } from 'sonner';
import type { Category } from '@karamu/shared';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { getErrorMessage } from '@/lib/get-error-message';
import { useDeleteCategory } from '../api/delete-category';

export function DeleteCategoryDialog({
  category,
  onOpenChange,
}: {
  category: Category | null;
  onOpenChange: (open: boolean) => void;
}) {
  const deleteCategory = useDeleteCategory();

  async function confirm() {
    if (!category) return;
    try {
      await deleteCategory.mutateAsync(category.id);
      toast.success(`Category ${category.name} deleted`);
      onOpenChange(false);
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
  }

  return (
    <ConfirmDialog
      open={category !== null}
      onOpenChange={onOpenChange}
      title={`Delete category ${category?.name}?`}
      description="Events and services in it keep existing, without a category. This cannot be undone."
      confirmLabel="Delete category"
      pending={deleteCategory.isPending}
      onConfirm={() => void confirm()}
    />
  );
}
