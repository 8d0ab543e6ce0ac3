/**
 * What the sending side (modules/platform/messaging) takes from templates: a template whose every
 * placeholder is mapped, and its text for one recipient.
 */
import {
  compileHtmlTemplate,
  compileTemplate,
  resolvePlaceholderValues,
  unmappedPlaceholders,
  type MessageTemplate,
  type TemplateMapping,
} from '@karamu/shared';
import type { Db } from '../../../db/client';
import { badRequest } from '../../../lib/http-error';
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
 * The template's texts for each recipient, from their field values (`guest_name` ->
 * 'Amina'): each placeholder gets its mapped field, or the fallback when that is empty, or
 * nothing. The texts are parsed once, here, not once per recipient.
 */
export function recipientRenderer(
  template: SendableTemplate,
): (fields: Readonly<Record<string, string>>) => RenderedMessage {
  const subject = template.subject === null ? null : compileTemplate(template.subject);
  const body = compileTemplate(template.body);
  const html = template.html === null ? null : compileHtmlTemplate(template.html);
  return (fields) => {
    const values = resolvePlaceholderValues(template.mappings, fields);
    return {
      // A line break in a subject would end the mail header: values keep to one line there.
      subject: subject === null ? null : subject(values).replace(/[\r\n]+/g, ' '),
      body: body(values),
      html: html === null ? null : html(values),
    };
  };
}
