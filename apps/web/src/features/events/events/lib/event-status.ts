import { EVENT_STATUS_TRANSITIONS, type EventStatus } from '@karamu/shared';

export const EVENT_STATUS_LABELS: Readonly<Record<EventStatus, string>> = {
  draft: 'Draft',
  active: 'Active',
  completed: 'Completed',
  cancelled: 'Cancelled',
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
