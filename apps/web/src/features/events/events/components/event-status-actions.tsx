import { useState } from 'react';
import { toast } from 'sonner';
import type { EventRecord } from '@karamu/shared';
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
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/get-error-message';
import { useUpdateEvent } from '../api/update-event';
import { EVENT_STATUS_LABELS, getStatusActions, type StatusAction } from '../lib/event-status';

/** The status changes the event's status allows, as buttons; cancelling asks first. */
export function EventStatusActions({ event }: { event: EventRecord }) {
  const updateEvent = useUpdateEvent();
  const [confirming, setConfirming] = useState<StatusAction | null>(null);
  const actions = getStatusActions(event.status);
  if (actions.length === 0) return null;

  const change = async (action: StatusAction) => {
    try {
      const saved = await updateEvent.mutateAsync({
        id: event.id,
        input: { status: action.to, version: event.version },
      });
      toast.success(`${saved.name} is now ${EVENT_STATUS_LABELS[saved.status].toLowerCase()}`);
    } catch (error) {
      // A stale version refetches the event (the mutation settles so): the buttons follow.
      toast.error(getErrorMessage(error));
    }
  };

  return (
    <>
      {actions.map((action) => (
        <Button
          key={action.to}
          variant={action.destructive ? 'outline' : 'secondary'}
          className={action.destructive ? 'text-destructive' : undefined}
          disabled={updateEvent.isPending}
          onClick={() => (action.confirm ? setConfirming(action) : void change(action))}
        >
          {updateEvent.isPending && updateEvent.variables.input.status === action.to && (
            <Spinner className="size-4" />
          )}
          {action.label}
        </Button>
      ))}
      <AlertDialog open={confirming !== null} onOpenChange={(open) => !open && setConfirming(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{confirming?.confirm?.title}</AlertDialogTitle>
            <AlertDialogDescription>{confirming?.confirm?.description}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Keep it</AlertDialogCancel>
            <AlertDialogAction
              variant="destructive"
              onClick={() => {
                if (confirming) void change(confirming);
              }}
            >
              {confirming?.confirm?.action}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
