import { toast } from 'sonner';
import { getErrorMessage } from '@/lib/get-error-message';
import { ConfirmDialog } from './confirm-dialog';

type Named = { id: string; name: string };

/**
 * Asks before deleting one named record (a category, a design, a template), runs the
 * delete, and says how it went. `noun` names the kind in the title, button and toast;
 * `consequence` tells what happens to what depends on it.
 */
export function DeleteRecordDialog<Record extends Named>({
  record,
  noun,
  consequence,
  remove,
  onOpenChange,
}: {
  record: Record | null;
  noun: string;
  consequence: string;
  remove: { mutateAsync: (id: string) => Promise<unknown>; isPending: boolean };
  onOpenChange: (open: boolean) => void;
}) {
  async function confirm() {
    if (!record) return;
    try {
      await remove.mutateAsync(record.id);
      toast.success(`${noun[0]!.toUpperCase()}${noun.slice(1)} ${record.name} deleted`);
      onOpenChange(false);
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
  }

  return (
    <ConfirmDialog
      open={record !== null}
      onOpenChange={onOpenChange}
      title={`Delete ${noun} ${record?.name}?`}
      description={`${consequence} This cannot be undone.`}
      confirmLabel={`Delete ${noun}`}
      pending={remove.isPending}
      onConfirm={() => void confirm()}
    />
  );
}
