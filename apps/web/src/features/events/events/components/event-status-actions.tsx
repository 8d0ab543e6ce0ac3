import { useState } from 'react';
import { MoreHorizontal, Trash2 } from 'lucide-react';
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
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/get-error-message';
import { useUpdateEvent } from '../api/update-event';
import { EVENT_STATUS_LABELS, getStatusActions, type StatusAction } from '../lib/event-status';

type EventStatusActionsProps = {
  event: EventRecord;
  /** The user may change the status (UPDATE_EVENTS); without it only Delete can be offered. */
  mayChangeStatus: boolean;
  /** Offered in the menu when the user may delete; the caller asks before deleting. */
  onDelete?: () => void;
};

/**
 * The status changes the event's status allows: the everyday ones as buttons, and those that
 * end the event for its guests (cancelling) with Delete in a menu, so a first look at a new
 * event does not offer to destroy it (issue 29). Cancelling asks first.
 */
export function EventStatusActions({ event, mayChangeStatus, onDelete }: EventStatusActionsProps) {
  const updateEvent = useUpdateEvent();
  const [confirming, setConfirming] = useState<StatusAction | null>(null);
  const actions = mayChangeStatus ? getStatusActions(event.status) : [];
  const everyday = actions.filter((action) => !action.destructive);
  const ending = actions.filter((action) => action.destructive);

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
  const choose = (action: StatusAction) =>
    action.confirm ? setConfirming(action) : void change(action);

  return (
    <>
      {everyday.map((action) => (
        <Button
          key={action.to}
          variant="secondary"
          disabled={updateEvent.isPending}
          onClick={() => choose(action)}
        >
          {updateEvent.isPending && updateEvent.variables.input.status === action.to && (
            <Spinner className="size-4" />
          )}
          {action.label}
        </Button>
      ))}
      {(ending.length > 0 || onDelete) && (
        <DropdownMenu modal={false}>
          <DropdownMenuTrigger asChild>
            <Button variant="outline" size="icon" aria-label="More event actions">
              <MoreHorizontal aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            {ending.map((action) => (
              <DropdownMenuItem
                key={action.to}
                className="text-destructive"
                disabled={updateEvent.isPending}
                onSelect={() => choose(action)}
              >
                {action.label}
              </DropdownMenuItem>
            ))}
            {onDelete && (
              <DropdownMenuItem className="text-destructive" onSelect={onDelete}>
                <Trash2 aria-hidden="true" />
                Delete
              </DropdownMenuItem>
            )}
          </DropdownMenuContent>
        </DropdownMenu>
      )}
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
