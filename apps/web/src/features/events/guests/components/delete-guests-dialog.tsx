import { toast } from 'sonner';
import type { Guest } from '@karamu/shared';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { getErrorMessage } from '@/lib/get-error-message';
import { useDeleteGuest } from '../api/delete-guest';

/** Asks before removing one guest from the list. */
export function DeleteGuestDialog({
  guest,
  onOpenChange,
  onDeleted,
}: {
  guest: Guest | null;
  onOpenChange: (open: boolean) => void;
  onDeleted?: () => void;
}) {
  const deleteGuest = useDeleteGuest();
  const remove = async () => {
    if (!guest) return;
    try {
      await deleteGuest.mutateAsync({ eventId: guest.eventId, guestId: guest.id });
      toast.success(`${guest.name} deleted`);
      onDeleted?.();
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
  };
  return (
    <AlertDialog open={guest !== null} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete {guest?.name}?</AlertDialogTitle>
          <AlertDialogDescription>
            They leave the guest list with their RSVP and check-ins. This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={() => void remove()}>
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
