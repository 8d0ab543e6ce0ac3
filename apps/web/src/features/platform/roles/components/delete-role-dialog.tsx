import { toast } from 'sonner';
import type { Role } from '@karamu/shared';
import { ConfirmDialog } from '@/components/confirm-dialog';
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
    <ConfirmDialog
      open={role !== null}
      onOpenChange={onOpenChange}
      title={`Delete role ${role?.name}?`}
      description="Everyone holding it loses its privileges on their next request. This cannot be undone."
      confirmLabel="Delete role"
      pending={deleteRole.isPending}
      onConfirm={() => void confirm()}
    />
  );
}
