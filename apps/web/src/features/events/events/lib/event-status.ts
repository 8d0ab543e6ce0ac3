import { EVENT_STATUS_TRANSITIONS, type EventStatus } from '@karamu/shared';

export const EVENT_STATUS_LABELS: Readonly<Record<EventStatus, string>> = {
  draft: 'Draft',
  active: 'Active',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/**
 * What each status means for guests and the door, said where the organiser chooses (issue 29):
 * the server closes answers for a completed or cancelled event, payments and the door's list
 * for a cancelled one; Draft and Active differ only as the team reads them.
 */
export const EVENT_STATUS_MEANINGS: Readonly<Record<EventStatus, string>> = {
  draft:
    'Draft is a label for your team: invitations, guests’ answers, payments and the door already work. Activate the event once its plans are settled.',
  active:
    'Active: the plans are settled. Invitations, guests’ answers, payments and the door all work.',
  completed:
    'Completed: the event is over. Guests can no longer answer; payments and the door still work.',
  cancelled:
    'Cancelled: guests can no longer answer or pay, and the door no longer lists the event. Reopen it as a draft to undo.',
};

export type StatusAction = {
  to: EventStatus;
  /** The button's text. */
  label: string;
  /** Asks first: the change tells guests and staff the event is off. */
  confirm?: { title: string; description: string; action: string };
  destructive?: boolean;
};

const ACTIONS: Readonly<Record<EventStatus, Omit<StatusAction, 'to'>>> = {
  active: { label: 'Activate' },
  completed: { label: 'Mark completed' },
  cancelled: {
    label: 'Cancel event',
    destructive: true,
    confirm: {
      title: 'Cancel this event?',
      description:
        'The event is marked cancelled. Its guests and details stay; you can reopen it as a draft later.',
      action: 'Cancel event',
    },
  },
  draft: { label: 'Reopen as draft' },
};

/** The status changes the server accepts from `status`, as buttons. */
export function getStatusActions(status: EventStatus): StatusAction[] {
  return EVENT_STATUS_TRANSITIONS[status].map((to) => ({ to, ...ACTIONS[to] }));
}
