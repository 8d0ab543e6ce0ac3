import { toast } from 'sonner';
import type { EventTemplate } from '@karamu/shared';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { getErrorMessage } from '@/lib/get-error-message';
import { useDeleteEventTemplate } from '../api/delete-event-template';

export function DeleteTemplateDialog({
  template,
  onOpenChange,
}: {
  template: EventTemplate | null;
  onOpenChange: (open: boolean) => void;
}) {
  const deleteTemplate = useDeleteEventTemplate();

  async function confirm() {
    if (!template) return;
    try {
      await deleteTemplate.mutateAsync(template.id);
      toast.success(`Design ${template.name} deleted`);
      onOpenChange(false);
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
  }

  return (
    <ConfirmDialog
      open={template !== null}
      onOpenChange={onOpenChange}
      title={`Delete design ${template?.name}?`}
      description="Events made from it keep all their details. To take it out of the gallery for now, unpublish it instead. This cannot be undone."
      confirmLabel="Delete design"
      pending={deleteTemplate.isPending}
      onConfirm={() => void confirm()}
    />
  );
}
