/**
 * `GET /api/occasions/:id/members/:memberId/link`: a member's pay link for the committee
 * to copy or share on WhatsApp, as a guest's answer link is (issue 29). The token is issued
 * the first time anything needs it and kept (pay-credentials.ts), so asking is safe to
 * repeat and the link matches the one an SMS carried.
 */
import { eq } from 'drizzle-orm';
import { payLinkPath, type ShareLink } from '@karamu/shared';
import type { Db } from '../../../db/client';
import { members } from '../../../db/schema';
import type { Actor } from '../../../lib/access';
import { recordAudit } from '../../../lib/audit';
import { notFound } from '../../../lib/http-error';
import { mustGetMember } from '../members';
import { issuePayTokens } from './pay-credentials';

export async function getMemberPayLink(
  db: Db,
  actor: Actor,
  occasionId: string,
  memberId: string,
  baseUrl: string,
): Promise<ShareLink> {
  return db.transaction(async (tx) => {
    const member = await mustGetMember(tx, actor, 'UPDATE_MEMBERS', memberId);
    if (member.occasionId !== occasionId) throw notFound('Member not found');
    const [row] = await tx
      .select({ token: members.payToken })
      .from(members)
      .where(eq(members.id, memberId))
      .for('update');
    let token = row?.token;
    if (!token) {
      // Issued as a send issues them: the same format, and the same one a later SMS carries.
      token = (await issuePayTokens(tx, [memberId])).get(memberId)!;
      await recordAudit(tx, actor, {
        action: 'update',
        resource: 'members',
        recordId: memberId,
        before: { payLink: 'none' },
        after: { payLink: 'active' },
      });
    }
    const path = payLinkPath(token);
    return { token, path, url: `${baseUrl}${path}` };
  });
}
