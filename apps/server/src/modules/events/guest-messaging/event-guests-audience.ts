/**
 * The events side of messaging (decision 0011): an event's guests as the `event-guests`
 * audience. Sending to them needs UPDATE_ATTENDEES (the spec's send-invitations requires
 * edit-guests) on the event, within the caller's scope; an event outside it is 404.
 */
import type { Db } from '../../../db/client';
import type { Actor } from '../../../lib/access';
import { notFound } from '../../../lib/http-error';
import { mustGetEvent } from '../events';
import type { AudienceProvider, AudienceRecipient } from '../../platform/messaging';
import { guestFieldsFor } from './guest-fields';
import {
  getEventDates,
  issueMissingTokens,
  selectRecipientEvent,
  selectRecipientGuests,
  setInvitationStatuses,
} from './guest-recipients';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids that are not UUIDs name no event (and would make the query fail). */
const eventDates = (db: Db, contextIds: readonly string[]) =>
  getEventDates(
    db,
    contextIds.filter((id) => UUID.test(id)),
  );

export const eventGuestsAudience: AudienceProvider = {
  name: 'event-guests',
  sendPrivilege: 'UPDATE_ATTENDEES',

  async assertContext(db: Db, actor: Actor, contextId: string) {
    if (!UUID.test(contextId)) throw notFound('Event not found');
    await mustGetEvent(db, actor, 'UPDATE_ATTENDEES', contextId);
  },

  async listRecipients(db, contextId, filter, { publicBaseUrl, links }) {
    const event = await selectRecipientEvent(db, contextId);
    if (!event) return [];
    const rows = await selectRecipientGuests(db, contextId, filter);
    if (links === 'issue') {
      const issued = await issueMissingTokens(
        db,
        rows.filter((guest) => guest.rsvpToken === null).map((guest) => guest.id),
      );
      for (const guest of rows) guest.rsvpToken ??= issued.get(guest.id) ?? null;
    }
    const fieldsOf = guestFieldsFor(event, publicBaseUrl);
    return rows.map((guest): AudienceRecipient => ({
      key: guest.id,
      name: guest.name,
      phone: guest.phone,
      email: guest.email,
      fields: fieldsOf(guest),
    }));
  },

  async contextDate(db, contextId) {
    return (await eventDates(db, [contextId])).get(contextId);
  },

  contextDates: eventDates,

  async recordMessageEnds(db, contextId, ends) {
    const keysOf = (outcome: 'sent' | 'failed') =>
      ends
        .filter((end) => end.outcome === outcome && UUID.test(end.recipientKey))
        .map((end) => end.recipientKey);
    await setInvitationStatuses(db, contextId, keysOf('sent'), keysOf('failed'));
  },
};
