/**
 * What a send would do, worked out once for the estimate, the send itself and the test
 * send: the template (every placeholder mapped), the audience's check of the caller's
 * reach, the filter's recipients, who is skipped and why, and each message rendered.
 */
import {
  AUDIENCES,
  countSms,
  hasPrivilege,
  SKIP_REASONS,
  type SkippedCount,
  type SkipReason,
} from '@karamu/shared';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../lib/access';
import { badRequest, forbidden } from '../../../lib/http-error';
import {
  loadSendableTemplate,
  recipientRenderer,
  type SendableTemplate,
} from '../message-templates';
import {
  type AudienceProvider,
  type Audiences,
  type AudienceRecipient,
  type RecipientFilter,
  type RecipientOptions,
} from './audience';
import type { OutboundMessage } from '../outbound-gate';
import { sortRecipients, type Skipped } from './skip-reasons';

export type SendInput = { templateId: string; contextId: string; filter: RecipientFilter };

/** A rendered message, as the outbound gate queues it. */
export type PlannedMessage = OutboundMessage;

export type SendPlan = {
  template: SendableTemplate;
  audience: AudienceProvider;
  messages: PlannedMessage[];
  skipped: Skipped[];
};

/** The template, the audience, and the caller's right to send to this context (404 outside scope). */
export async function authorizeSend(
  db: Db,
  actor: Actor,
  input: { templateId: string; contextId: string },
  audiences: Audiences,
): Promise<{ template: SendableTemplate; audience: AudienceProvider }> {
  const template = await loadSendableTemplate(db, input.templateId);
  const audience = audiences.get(template.audience);
  if (!hasPrivilege(actor.privileges, audience.sendPrivilege)) {
    throw forbidden(
      `Sending to ${AUDIENCES[audience.name].label.toLowerCase()} needs ${audience.sendPrivilege}`,
    );
  }
  await audience.assertContext(db, actor, input.contextId);
  return { template, audience };
}

function assertFilter(audience: AudienceProvider, filter: RecipientFilter) {
  if (!Object.hasOwn(AUDIENCES[audience.name].filters, filter.name)) {
    const names = Object.keys(AUDIENCES[audience.name].filters).join(', ');
    const message = `Unknown recipient filter '${filter.name}' (one of: ${names})`;
    throw badRequest(message, { 'filter.name': [message] });
  }
}

/** Each recipient's message; the template is parsed once for them all. */
export function messageRenderer(
  template: SendableTemplate,
): (recipient: AudienceRecipient, address: string) => PlannedMessage {
  const render = recipientRenderer(template);
  return (recipient, address) => {
    const rendered = render(recipient.fields);
    return {
      recipientKey: recipient.key,
      recipientName: recipient.name,
      address,
      ...rendered,
      segments: template.channel === 'sms' ? Math.max(1, countSms(rendered.body).segments) : 1,
    };
  };
}

export async function planSend(
  db: Db,
  actor: Actor,
  input: SendInput,
  options: RecipientOptions,
  audiences: Audiences,
): Promise<SendPlan> {
  const { template, audience } = await authorizeSend(db, actor, input, audiences);
  assertFilter(audience, input.filter);
  const recipients = await audience.listRecipients(db, input.contextId, input.filter, options);
  const { reachable, skipped } = await sortRecipients(db, template.channel, recipients);
  const render = messageRenderer(template);
  const messages = reachable.map(({ recipient, address }) => render(recipient, address));
  return { template, audience, messages, skipped };
}

/** Skipped recipients by reason, in the order the reasons are listed, without empty ones. */
export function countSkipped(skipped: readonly { reason: SkipReason }[]): SkippedCount[] {
  return (Object.keys(SKIP_REASONS) as SkipReason[]).flatMap((reason) => {
    const count = skipped.filter((s) => s.reason === reason).length;
    return count > 0 ? [{ reason, label: SKIP_REASONS[reason], count }] : [];
  });
}
