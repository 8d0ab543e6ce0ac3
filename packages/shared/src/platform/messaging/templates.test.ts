import { describe, expect, it } from 'vitest';
import {
  createMessageTemplateInputSchema,
  templatePlaceholders,
  updateMessageTemplateInputSchema,
} from './templates';

const sms = { name: 'Invitation', channel: 'sms', audience: 'event-guests' } as const;
const email = { ...sms, channel: 'email', subject: 'You are invited' } as const;

/** The schema's messages by field path, as the server answers them. */
function errorsOf(schema: { safeParse: (v: unknown) => unknown }, input: unknown) {
  const result = schema.safeParse(input) as {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
  const errors: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const path = issue.path.join('.');
    errors[path] = [...(errors[path] ?? []), issue.message];
  }
  return errors;
}

describe('createMessageTemplateInputSchema', () => {
  it('accepts an SMS and an e-mail, blank optional parts as none', () => {
    expect(
      createMessageTemplateInputSchema.parse({ ...sms, body: 'Karibu {guest_name}', subject: '' }),
    ).toEqual({ ...sms, body: 'Karibu {guest_name}', subject: null });
    expect(
      createMessageTemplateInputSchema.parse({ ...email, body: 'Hi', html: '<p>Hi</p>' }),
    ).toMatchObject({ subject: 'You are invited', html: '<p>Hi</p>' });
  });

  it('puts each part’s placeholder problems on that part', () => {
    expect(
      errorsOf(createMessageTemplateInputSchema, {
        ...email,
        subject: 'For {guest_name',
        body: 'Hi {Guest Name}',
        html: '<p>}</p>',
      }),
    ).toEqual({
      subject: ['Subject: A "{" at character 5 is never closed (write "{{" for a brace)'],
      body: ['Body: "{Guest Name}" is not a placeholder name (lower-case letters, digits and _)'],
      html: ['HTML: A "}" at character 4 has no "{" (write "}}" for a brace)'],
    });
  });

  it('lists a few problems of a part and counts the rest', () => {
    const errors = errorsOf(createMessageTemplateInputSchema, { ...sms, body: '}'.repeat(9) });
    // Eight "}}" pairs are literal braces; the ninth is a stray.
    expect(errors.body).toHaveLength(1);
    const many = errorsOf(createMessageTemplateInputSchema, { ...sms, body: '} '.repeat(10) });
    expect(many.body).toHaveLength(4);
    expect(many.body![3]).toBe('Body: and 7 more problems like these');
  });

  it('limits an SMS to 670 characters and an e-mail body to 20,000', () => {
    expect(errorsOf(createMessageTemplateInputSchema, { ...sms, body: 'a'.repeat(670) })).toEqual(
      {},
    );
    expect(
      errorsOf(createMessageTemplateInputSchema, { ...sms, body: 'a'.repeat(10_000) }),
    ).toEqual({ body: ['An SMS body (10 SMS) must be at most 670 characters (it has 10,000)'] });
    expect(
      errorsOf(createMessageTemplateInputSchema, { ...email, body: 'a'.repeat(10_000) }),
    ).toEqual({});
    expect(
      errorsOf(createMessageTemplateInputSchema, { ...email, body: 'a'.repeat(20_001) }),
    ).toEqual({ body: ['An e-mail body must be at most 20,000 characters (it has 20,001)'] });
  });

  it('requires a subject for an e-mail and refuses one, or HTML, for an SMS', () => {
    expect(
      errorsOf(createMessageTemplateInputSchema, { ...email, subject: ' ', body: 'Hi' }),
    ).toEqual({ subject: ['Subject is required for an e-mail'] });
    expect(
      errorsOf(createMessageTemplateInputSchema, {
        ...sms,
        subject: 'Hello',
        html: '<p>x</p>',
        body: 'Hi',
      }),
    ).toEqual({ subject: ['An SMS has no subject'], html: ['An SMS has no HTML version'] });
  });

  it('names a missing body, an unknown channel and audience, and a blank name', () => {
    expect(
      errorsOf(createMessageTemplateInputSchema, {
        name: ' ',
        channel: 'fax',
        audience: 'everyone',
        body: '  ',
      }),
    ).toEqual({
      name: ['Name is required'],
      channel: ['Channel must be sms or email'],
      audience: ['Audience must be one of: event-guests, occasion-members'],
      body: ['Body is required'],
    });
  });
});

describe('updateMessageTemplateInputSchema', () => {
  it('needs the version and checks the syntax of the parts it changes', () => {
    expect(errorsOf(updateMessageTemplateInputSchema, { name: 'x' })).toEqual({
      version: ['Version is required'],
    });
    expect(errorsOf(updateMessageTemplateInputSchema, { body: 'Hi {x', version: 1 })).toEqual({
      body: ['Body: A "{" at character 4 is never closed (write "{{" for a brace)'],
    });
    expect(updateMessageTemplateInputSchema.parse({ name: 'Renamed', version: 3 })).toEqual({
      name: 'Renamed',
      version: 3,
    });
  });

  it('refuses a channel or audience change', () => {
    expect(errorsOf(updateMessageTemplateInputSchema, { channel: 'email', version: 1 })).toEqual({
      '': ['Unrecognized key: "channel"'],
    });
  });
});

describe('templatePlaceholders', () => {
  it('lists the placeholders of subject, body and HTML once each, in reading order', () => {
    expect(
      templatePlaceholders({
        subject: '{event_name}',
        body: '{guest_name} {event_name}',
        html: '{rsvp_link} {guest_name}',
      }),
    ).toEqual(['event_name', 'guest_name', 'rsvp_link']);
  });
});
