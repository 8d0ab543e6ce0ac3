/**
 * A test send: the template rendered for the first recipient of the context (or with the
 * fields' names when it has none) and sent to the caller alone, as a batch of one marked
 * `isTest`, so it shows in the messages list and never changes a guest's status. The
 * request names no address: an SMS goes to the caller's profile phone, which must be the
 * one proven by a code on an account that needs proving (decision 0022).
 */
import { AUDIENCES, type MessageChannel } from '@karamu/shared';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema';
import type { Actor } from '../../../lib/access';
import { recordAudit } from '../../../lib/audit';
import { badRequest } from '../../../lib/http-error';
import type { AudienceProvider, AudienceRecipient } from './audience';
import { BATCHES_RESOURCE } from './queue-batch';
import { queueOutbound } from '../outbound-gate';
import { authorizeSend, messageRenderer } from './send-plan';
import type { Messaging } from './messaging';

const isEmail = (text: string) => z.email().safeParse(text).success;

const NO_ADDRESS: Record<MessageChannel, string> = {
  sms: 'Add a phone number to your profile to receive a test SMS',
  email: 'Add an e-mail address to your profile in Settings to receive a test e-mail',
};

/**
 * Where the caller receives test messages: their profile's phone, or their e-mail address;
 * accounts made before users had one may still use a username that is an address.
 */
async function callerAddress(db: Db, actor: Actor, channel: MessageChannel) {
  const [user] = await db
    .select({ name: users.name, phone: users.phone, email: users.email, username: users.username })
    .from(users)
    .where(eq(users.id, actor.userId));
  const address =
    channel === 'sms'
      ? user?.phone
      : (user?.email ?? (isEmail(user?.username ?? '') ? user?.username : null));
  if (!user || !address) {
    throw badRequest(NO_ADDRESS[channel], { channel: [NO_ADDRESS[channel]] });
  }
  return { name: user.name, address };
}

/** A recipient whose every field reads as its own name: "Guest name", "Event date"... */
function sampleRecipient(audience: AudienceProvider): AudienceRecipient {
  return {
    key: 'sample',
    name: 'Sample recipient',
    phone: null,
    email: null,
    fields: { ...AUDIENCES[audience.name].fields },
  };
}

export async function sendTestMessage(
  db: Db,
  actor: Actor,
  input: { templateId: string; contextId: string },
  { settings, audiences, wakeup, gate }: Messaging,
): Promise<{ id: string }> {
  const created = await db.transaction(async (tx) => {
    const { template, audience } = await authorizeSend(tx, actor, input, audiences);
    const caller = await callerAddress(tx, actor, template.channel);
    const [first] = await audience.listRecipients(
      tx,
      input.contextId,
      // Every audience has `all`: the first of them is the sample.
      { name: 'all' },
      { publicBaseUrl: settings.publicBaseUrl, links: 'issue' },
    );
    const recipient = first ?? sampleRecipient(audience);
    const message = {
      ...messageRenderer(template)(recipient, caller.address),
      recipientKey: `test:${actor.userId}`,
      recipientName: caller.name,
    };
    const { batchId: id } = await queueOutbound(tx, gate, {
      spender: { account: actor.userId },
      batch: {
        templateId: template.id,
        channel: template.channel,
        audience: template.audience,
        contextId: input.contextId,
        filter: { name: 'test' },
        isTest: true,
        skipped: [],
      },
      messages: [message],
      whenRecipientRefused: 'refuse',
    });
    await recordAudit(tx, actor, {
      action: 'create',
      resource: BATCHES_RESOURCE,
      recordId: id,
      after: { templateId: template.id, contextId: input.contextId, test: true, total: 1 },
    });
    return { id };
  });
  wakeup.notify();
  return created;
}
