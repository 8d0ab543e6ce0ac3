/**
 * What the messaging screens say and start with for each audience (AUDIENCES): whom a
 * send reaches in words, the filter it starts on, and which search param preselects the
 * context. One form serves every audience; only these differ.
 */
import type { AUDIENCES, AudienceName, Privilege } from '@karamu/shared';

type FilterOf<A extends AudienceName> = keyof (typeof AUDIENCES)[A]['filters'] & string;

export type AudienceCopy<A extends AudienceName = AudienceName> = {
  /** The people, counted: "1 guest", "3 members". */
  one: string;
  other: string;
  /** The filter a send starts on. */
  defaultFilter: FilterOf<A>;
  /** `?event=<id>` / `?occasion=<id>` opens the send page with that context chosen. */
  contextParam: string;
  /** Who may list the contexts (for their names on the schedules page). */
  readContexts: Privilege;
  /** The send page's heading and what it is for. */
  title: string;
  intro: string;
  /** A send for later, as an example: "the day before the event". */
  laterExample: string;
  /** When a weekly reminder "until nobody is left" ends, as an example. */
  nobodyLeftExample: string;
};

export const AUDIENCE_COPY: { [A in AudienceName]: AudienceCopy<A> } = {
  'event-guests': {
    one: 'guest',
    other: 'guests',
    // Re-sending to guests already invited costs money: the first choice is those not invited.
    defaultFilter: 'not_invited',
    contextParam: 'event',
    readContexts: 'READ_EVENTS',
    title: 'Send invitations',
    intro: 'Send an invitation, a reminder or a thank-you to an event’s guests by SMS or e-mail.',
    laterExample:
      'for example the day before the event, or every Monday until every card is paid for',
    nobodyLeftExample: 'every card is paid for',
  },
  'occasion-members': {
    one: 'member',
    other: 'members',
    // Reminders are what committees send most: to those who still owe.
    defaultFilter: 'with_balance',
    contextParam: 'occasion',
    readContexts: 'READ_OCCASIONS',
    title: 'Send messages',
    intro: 'Remind an occasion’s members of their pledges, or thank them, by SMS or e-mail.',
    laterExample: 'for example every Monday until nobody owes',
    nobodyLeftExample: 'every balance is paid',
  },
};

/** `?template=<id>` opens the send page with that template chosen: one just written for it. */
export const TEMPLATE_PARAM = 'template';
