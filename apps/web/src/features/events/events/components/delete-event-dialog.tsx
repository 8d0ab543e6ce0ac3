import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { EventRecord } from '@karamu/shared';
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
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/get-error-message';
import { useDeleteEvent } from '../api/delete-event';
import { eventsPath } from '../lib/event-paths';

export type DeleteEventDialogProps = {
  event: EventRecord;
  /** How many guests go with it; unknown while the counts load. */
  guestCount: number | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * Deleting an event deletes its guest list too: with guests (or while their number is
 * unknown), the organiser types the event's name to confirm.
 */
export function DeleteEventDialog({
  event,
  guestCount,
  open,
  onOpenChange,
}: DeleteEventDialogProps) {
  const navigate = useNavigate();
  const deleteEvent = useDeleteEvent();
  const [typed, setTyped] = useState('');
  const mustType = guestCount !== 0;
  const confirmed = !mustType || typed.trim() === event.name.trim();

  const remove = async () => {
    try {
      await deleteEvent.mutateAsync(event.id);
      toast.success(`${event.name} deleted`);
      onOpenChange(false);
      navigate(eventsPath());
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
  };

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        setTyped('');
        onOpenChange(next);
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete {event.name}?</AlertDialogTitle>
          <AlertDialogDescription>
            {guestCount === undefined
              ? 'The event and its whole guest list are deleted. This cannot be undone.'
              : guestCount === 0
                ? 'The event is deleted. This cannot be undone.'
                : `The event and its ${guestCount === 1 ? 'guest' : `${guestCount} guests`} are deleted, with their RSVPs and check-ins. This cannot be undone.`}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (confirmed) void remove();
          }}
        >
          {mustType && (
            <div className="grid gap-2">
              <Label htmlFor={`delete-${event.id}`}>Type the event&apos;s name to confirm</Label>
              <Input
                id={`delete-${event.id}`}
                autoComplete="off"
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
                placeholder={event.name}
              />
            </div>
          )}
          <AlertDialogFooter>
            <AlertDialogCancel type="button">Cancel</AlertDialogCancel>
            <Button
              type="submit"
              variant="destructive"
              disabled={!confirmed || deleteEvent.isPending}
            >
              {deleteEvent.isPending && <Spinner className="size-4" />}
              Delete event
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
