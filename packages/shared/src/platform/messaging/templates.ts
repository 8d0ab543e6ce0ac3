/**
 * Message templates (the `templates` page, /api/templates): a body with `{placeholders}`
 * for one channel and one audience. SMS templates have a body only; e-mail ones a
 * subject, a text body and optionally an HTML version. Every part is parsed on save, so
 * an unclosed brace or a malformed name never reaches a recipient.
 */
import { z } from 'zod';
import { versionSchema } from '../../list-query';
import { optionalText, recordMetaSchema, requiredName } from '../../schema-parts';
import { AUDIENCE_NAMES, type AudienceName } from './audiences';
import { describeTemplateProblem, parseTemplate, placeholdersOf } from './placeholders';
import { SMS_LIMITS } from './sms-segments';

export const MESSAGE_CHANNELS = ['sms', 'email'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

export const TEMPLATE_LIMITS = {
  name: 100,
  subject: 200,
  /** Ten UCS-2 parts (670): a longer text costs more than anyone means to spend on one SMS. */
  smsBody: 10 * SMS_LIMITS['UCS-2'].part,
  emailBody: 20_000,
  /** Inline styles make mail HTML several times the size of its text. */
  emailHtml: 100_000,
} as const;

/** The parts of a template that carry placeholders, in the order they are read. */
export const TEMPLATE_PARTS = ['subject', 'body', 'html'] as const;
export type TemplatePartName = (typeof TEMPLATE_PARTS)[number];

const PART_LABELS: Readonly<Record<TemplatePartName, string>> = {
  subject: 'Subject',
  body: 'Body',
  html: 'HTML',
};

export type TemplateContent = {
  channel: MessageChannel;
  subject: string | null;
  body: string;
  html: string | null;
};

export type TemplateIssue = { path: TemplatePartName; message: string };

/** Enough to find and fix them; a pasted page of stray braces would otherwise list hundreds. */
const PROBLEMS_SHOWN = 3;

/** Unclosed braces and malformed names in one part. */
export function templateSyntaxIssues(path: TemplatePartName, text: string): TemplateIssue[] {
  const { problems } = parseTemplate(text);
  const shown = problems.slice(0, PROBLEMS_SHOWN).map((problem) => ({
    path,
    message: `${PART_LABELS[path]}: ${describeTemplateProblem(problem)}`,
  }));
  const more = problems.length - shown.length;
  return more > 0
    ? [...shown, { path, message: `${PART_LABELS[path]}: and ${more} more problems like these` }]
    : shown;
}

const tooLong = (path: TemplatePartName, max: number, length: number, what: string) => ({
  path,
  message: `${what} must be at most ${max.toLocaleString('en')} characters (it has ${length.toLocaleString('en')})`,
});

/**
 * Everything wrong with a whole template: which parts its channel allows, their lengths,
 * and each part's placeholders. The create schema applies it; an update applies it to the
 * stored template with the changes laid over it.
 */
export function templateContentIssues(content: TemplateContent): TemplateIssue[] {
  const issues: TemplateIssue[] = [];
  const { channel, subject, body, html } = content;
  if (channel === 'sms') {
    if (subject !== null) issues.push({ path: 'subject', message: 'An SMS has no subject' });
    if (html !== null) issues.push({ path: 'html', message: 'An SMS has no HTML version' });
    if (body.length > TEMPLATE_LIMITS.smsBody) {
      issues.push(tooLong('body', TEMPLATE_LIMITS.smsBody, body.length, 'An SMS body (10 SMS)'));
    }
  } else {
    if (subject === null)
      issues.push({ path: 'subject', message: 'Subject is required for an e-mail' });
    if (body.length > TEMPLATE_LIMITS.emailBody) {
      issues.push(tooLong('body', TEMPLATE_LIMITS.emailBody, body.length, 'An e-mail body'));
    }
    if (html !== null && html.length > TEMPLATE_LIMITS.emailHtml) {
      issues.push(tooLong('html', TEMPLATE_LIMITS.emailHtml, html.length, 'The HTML version'));
    }
  }
  for (const path of TEMPLATE_PARTS) {
    const text = content[path];
    if (text !== null) issues.push(...templateSyntaxIssues(path, text));
  }
  return issues;
}

/** The distinct placeholders of all parts, in order of first use (subject, body, HTML). */
export function templatePlaceholders(content: Omit<TemplateContent, 'channel'>): string[] {
  const names = TEMPLATE_PARTS.flatMap((path) => {
    const text = content[path];
    return text === null ? [] : placeholdersOf(text);
  });
  return [...new Set(names)];
}

const channelSchema = z.enum(MESSAGE_CHANNELS, { error: 'Channel must be sms or email' });
const audienceSchema = z.enum(AUDIENCE_NAMES as [AudienceName, ...AudienceName[]], {
  error: `Audience must be one of: ${AUDIENCE_NAMES.join(', ')}`,
});

/**
 * The body as written (not trimmed: the problems' character positions refer to it); the
 * channel's own limit is checked with the whole template, this only bounds the work.
 */
const bodySchema = z
  .string({ error: 'Body is required' })
  .max(TEMPLATE_LIMITS.emailHtml, `Body must be at most ${TEMPLATE_LIMITS.emailHtml} characters`)
  .refine((body) => body.trim() !== '', 'Body is required');
const subjectSchema = optionalText('Subject', TEMPLATE_LIMITS.subject);
/**
 * Placeholders the editor inserted from its list of the audience's fields (decision 0029):
 * the editor knows what they mean, so each is mapped to the field of its name in the same
 * transaction, unless it already has a mapping. A name typed by hand is never mapped
 * silently (decision 0011). Each must be a field of the audience and used by the template.
 */
const insertedPlaceholdersSchema = z
  .array(z.string().max(40, 'A placeholder has at most 40 characters'), {
    error: 'Inserted placeholders must be a list of names',
  })
  .max(200, 'At most 200 inserted placeholders')
  .optional();
const htmlSchema = optionalText('HTML', TEMPLATE_LIMITS.emailHtml);

export const createMessageTemplateInputSchema = z
  .strictObject({
    name: requiredName('Name', TEMPLATE_LIMITS.name),
    channel: channelSchema,
    audience: audienceSchema,
    subject: subjectSchema,
    body: bodySchema,
    html: htmlSchema,
    insertedPlaceholders: insertedPlaceholdersSchema,
  })
  .superRefine((input, ctx) => {
    const content = {
      channel: input.channel,
      subject: input.subject ?? null,
      body: input.body,
      html: input.html ?? null,
    };
    for (const issue of templateContentIssues(content)) {
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
    }
  });
export type CreateMessageTemplateInput = z.input<typeof createMessageTemplateInputSchema>;

/**
 * Channel and audience are fixed once created: the mappings and every batch sent from it
 * depend on them. What a part may hold depends on the stored channel, so the server
 * checks the merged template with `templateContentIssues`; here only the syntax.
 */
export const updateMessageTemplateInputSchema = z
  .strictObject({
    name: requiredName('Name', TEMPLATE_LIMITS.name).optional(),
    subject: subjectSchema,
    body: bodySchema.optional(),
    html: htmlSchema,
    insertedPlaceholders: insertedPlaceholdersSchema,
    version: versionSchema,
  })
  .superRefine((input, ctx) => {
    for (const path of TEMPLATE_PARTS) {
      const text = input[path];
      if (typeof text !== 'string') continue;
      for (const issue of templateSyntaxIssues(path, text)) {
        ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
      }
    }
  });
export type UpdateMessageTemplateInput = z.input<typeof updateMessageTemplateInputSchema>;

export const messageTemplateSchema = recordMetaSchema.extend({
  name: z.string(),
  channel: channelSchema,
  audience: audienceSchema,
  subject: z.string().nullable(),
  body: z.string(),
  html: z.string().nullable(),
  /** Every placeholder the parts use, in order of first use. */
  placeholders: z.array(z.string()),
});
export type MessageTemplate = z.infer<typeof messageTemplateSchema>;
