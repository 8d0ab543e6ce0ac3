/**
 * The pledges side of messaging (decisions 0011, 0014): an occasion's members as the
 * `occasion-members` audience. Sending to them needs UPDATE_MEMBERS (the spec's
 * send-messages requires edit-members) on the occasion, within the caller's scope; an
 * occasion outside it is 404.
 */
import { z } from 'zod';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../lib/access';
import { notFound } from '../../../lib/http-error';
import type { AudienceProvider, AudienceRecipient } from '../../platform/messaging';
import { mustFindOccasion } from '../occasions';
import { issuePayTokens } from '../pay-links';
import { memberFields } from './member-fields';
import { getOccasionDates, selectRecipientMembers } from './member-recipients';

const SEND_PRIVILEGE = 'UPDATE_MEMBERS';
/** The check every send input makes of `contextId`. */
const uuid = z.uuid();
/** Ids that are not UUIDs name no occasion (and would make the query fail). */
const isOccasionId = (id: string) => uuid.safeParse(id).success;

const occasionDates = (db: Db, contextIds: readonly string[]) =>
  getOccasionDates(db, contextIds.filter(isOccasionId));

export const occasionMembersAudience: AudienceProvider = {
  name: 'occasion-members',
  sendPrivilege: SEND_PRIVILEGE,

  async assertContext(db: Db, actor: Actor, contextId: string) {
    if (!isOccasionId(contextId)) throw notFound('Occasion not found');
    await mustFindOccasion(db, actor, SEND_PRIVILEGE, contextId);
  },

  /**
   * A send gives members without a pay link one (`{pay_link}`) in its own transaction,
   * whether or not the template uses it: the link is the member's for good (decision 0043).
   */
  async listRecipients(db, contextId, filter, { publicBaseUrl, links }) {
    const rows = await selectRecipientMembers(db, contextId, filter);
    if (links === 'issue') {
      const missing = rows.filter((row) => row.member.payToken === null);
      const issued = await issuePayTokens(
        db,
        missing.map((row) => row.member.id),
      );
      for (const row of missing) row.member.payToken = issued.get(row.member.id) ?? null;
    }
    return rows.map((row): AudienceRecipient => ({
      key: row.member.id,
      name: row.member.name,
      phone: row.member.phone,
      email: row.member.email,
      fields: memberFields(row, publicBaseUrl),
    }));
  },

  async contextDate(db, contextId) {
    return (await occasionDates(db, [contextId])).get(contextId);
  },

  contextDates: occasionDates,

  /**
   * Nothing to record: members have no invitation status, and what a reminder did is
   * in the messages table already. A balance changes only with a contribution.
   */
  async recordMessageEnds() {},
};
