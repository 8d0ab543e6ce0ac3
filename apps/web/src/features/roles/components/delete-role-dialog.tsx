import { toast } from 'sonner';
import type { Role } from '@karamu/shared';
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
import { useDeleteRole } from '../api/delete-role';

export type DeleteRoleDialogProps = {
  role: Role | null;
  onOpenChange: (open: boolean) => void;
};

export function DeleteRoleDialog({ role, onOpenChange }: DeleteRoleDialogProps) {
  const deleteRole = useDeleteRole();

  async function confirm() {
    if (!role) return;
    try {
      await deleteRole.mutateAsync(role.id);
      toast.success(`Role ${role.name} deleted`);
      onOpenChange(false);
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
  }

  return (
    <AlertDialog
      open={role !== null}
      onOpenChange={(open) => !deleteRole.isPending && onOpenChange(open)}
    >
      {role && (
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete role {role.name}?</AlertDialogTitle>
            <AlertDialogDescription>
              Everyone holding it loses its privileges on their next request. This cannot be undone.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={deleteRole.isPending}>Cancel</AlertDialogCancel>
            {/* Not an AlertDialogAction: that would close the dialog before the answer. */}
            <Button
              variant="destructive"
              disabled={deleteRole.isPending}
              onClick={() => void confirm()}
            >
              {deleteRole.isPending && <Spinner className="size-4" />}
              Delete role
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      )}
    </AlertDialog>
  );
}
