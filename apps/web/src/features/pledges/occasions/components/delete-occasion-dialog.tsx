import type { Occasion } from '@karamu/shared';
import { DeleteRecordDialog } from '@/components/delete-record-dialog';
import { useDeleteOccasion } from '../api/delete-occasion';

/** Asks before deleting an occasion; the server refuses while it has contributions. */
export function DeleteOccasionDialog({
  occasion,
  onOpenChange,
  onDeleted,
}: {
  occasion: Occasion | null;
  onOpenChange: (open: boolean) => void;
  /** After the delete succeeded (the occasion's own page leaves). */
  onDeleted?: () => void;
}) {
  const deleteOccasion = useDeleteOccasion();
  return (
    <DeleteRecordDialog
      record={occasion}
      noun="occasion"
      consequence="Its members and their pledges are deleted with it. An occasion with contributions cannot be deleted until those are deleted."
      remove={{
        isPending: deleteOccasion.isPending,
        mutateAsync: async (id: string) => {
          await deleteOccasion.mutateAsync(id);
          onDeleted?.();
        },
      }}
      onOpenChange={onOpenChange}
    />
  );
}
