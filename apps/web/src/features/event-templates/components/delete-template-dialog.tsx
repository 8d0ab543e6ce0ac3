import { toast } from 'sonner';
import type { EventTemplate } from '@karamu/shared';
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
import { useDeleteEventTemplate } from '../api/delete-event-template';

export function DeleteTemplateDialog({
  template,
  onOpenChange,
}: {
  template: EventTemplate | null;
  onOpenChange: (open: boolean) => void;
}) {
  const deleteTemplate = useDeleteEventTemplate();

  async function confirm(target: EventTemplate) {
    try {
      await deleteTemplate.mutateAsync(target.id);
      toast.success(`Design ${target.name} deleted`);
      onOpenChange(false);
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
  }

  return (
    <AlertDialog
      open={template !== null}
      onOpenChange={(open) => !deleteTemplate.isPending && onOpenChange(open)}
    >
      {template && (
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete design {template.name}?</AlertDialogTitle>
            <AlertDialogDescription>
              Events made from it keep all their details. To take it out of the gallery for now,
              unpublish it instead. This cannot be undone.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={deleteTemplate.isPending}>Cancel</AlertDialogCancel>
            {/* Not an AlertDialogAction: that would close the dialog before the answer. */}
            <Button
              variant="destructive"
              disabled={deleteTemplate.isPending}
              onClick={() => void confirm(template)}
            >
              {deleteTemplate.isPending && <Spinner className="size-4" />}
              Delete design
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      )}
    </AlertDialog>
  );
}
