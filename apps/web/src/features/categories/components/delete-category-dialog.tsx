import { toast } from 'sonner';
import type { Category } from '@karamu/shared';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
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

  async function confirm(target: Category) {
    try {
      await deleteCategory.mutateAsync(target.id);
      toast.success(`Category ${target.name} deleted`);
      onOpenChange(false);
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
  }

  return (
    <AlertDialog
      open={category !== null}
      onOpenChange={(open) => !deleteCategory.isPending && onOpenChange(open)}
    >
      {category && (
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete category {category.name}?</AlertDialogTitle>
            <AlertDialogDescription>
              Events and services in it keep existing, without a category. This cannot be undone.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={deleteCategory.isPending}>Cancel</AlertDialogCancel>
            {/* Not an AlertDialogAction: that would close the dialog before the answer. */}
            <Button
              variant="destructive"
              disabled={deleteCategory.isPending}
              onClick={() => void confirm(category)}
            >
              {deleteCategory.isPending && <Spinner className="size-4" />}
              Delete category
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      )}
    </AlertDialog>
  );
}
