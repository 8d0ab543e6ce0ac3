/**
 * What the sending side (modules/messaging) takes from templates: a template whose every
 * placeholder is mapped, and its text for one recipient.
 */
import {
  renderHtmlTemplate,
  renderTemplate,
  resolvePlaceholderValues,
  unmappedPlaceholders,
  type MessageTemplate,
  type TemplateMapping,
} from '@karamu/shared';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/http-error';
import { getTemplateMappings } from './message-templates-repository';
import { mustGetMessageTemplate } from './message-templates-service';

export type SendableTemplate = MessageTemplate & { mappings: readonly TemplateMapping[] };

export type RenderedMessage = { subject: string | null; body: string; html: string | null };

/** 404 for a missing template; 400 naming the placeholders (on `templateId`) while any is unmapped. */
export async function loadSendableTemplate(db: Db, templateId: string): Promise<SendableTemplate> {
  const template = await mustGetMessageTemplate(db, templateId);
  const mappings = await getTemplateMappings(db, template);
  const unmapped = unmappedPlaceholders(template.placeholders, mappings);
  if (unmapped.length > 0) {
    const message = `Map every placeholder before sending: ${unmapped.map((p) => `{${p}}`).join(', ')}`;
    throw badRequest(message, { templateId: [message] });
  }
  return { ...template, mappings };
}

/**
 * The template for one recipient, from their field values (`guest_name` -> 'Amina'): each
 * placeholder gets its mapped field, or the fallback when that is empty, or nothing.
 */
export function renderForRecipient(
  template: SendableTemplate,
  fields: Readonly<Record<string, string>>,
): RenderedMessage {
  const values = resolvePlaceholderValues(template.mappings, fields);
  return {
    // A line break in a subject would end the mail header: values keep to one line there.
    subject:
      template.subject === null
        ? null
        : renderTemplate(template.subject, values).replace(/[\r\n]+/g, ' '),
    body: renderTemplate(template.body, values),
    html: template.html === null ? null : renderHtmlTemplate(template.html, values),
  };
}
