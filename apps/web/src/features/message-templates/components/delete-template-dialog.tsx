import { toast } from 'sonner';
import type { MessageTemplate } from '@karamu/shared';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { getErrorMessage } from '@/lib/get-error-message';
import { useDeleteMessageTemplate } from '../api/delete-message-template';

export function DeleteTemplateDialog({
  template,
  onOpenChange,
}: {
  template: MessageTemplate | null;
  onOpenChange: (open: boolean) => void;
}) {
  const deleteTemplate = useDeleteMessageTemplate();

  async function confirm() {
    if (!template) return;
    try {
      await deleteTemplate.mutateAsync(template.id);
      toast.success(`Template ${template.name} deleted`);
      onOpenChange(false);
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
  }

  return (
    <ConfirmDialog
      open={template !== null}
      onOpenChange={onOpenChange}
      title={`Delete template ${template?.name}?`}
      description="Messages already sent with it stay in the messages list. This cannot be undone."
      confirmLabel="Delete template"
      pending={deleteTemplate.isPending}
      onConfirm={() => void confirm()}
    />
  );
}
