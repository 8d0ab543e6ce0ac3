/** Message templates and their mappings through the API, and what the sending side gets from them. */
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, messageSchedules } from '../src/db/schema';
import { loadSendableTemplate, recipientRenderer } from '../src/modules/platform/message-templates';
import { apiAs } from './api-client';
import { type AdminApi, useAdminApp } from './support/admin-app';
import { createUserWith, type TestApp } from './test-app';

let t: TestApp;
let admin: AdminApi;
useAdminApp((started) => ({ t, admin } = started));

let counter = 0;
const sms = (body: string, name = `SMS ${++counter}`) => ({
  name,
  channel: 'sms',
  audience: 'event-guests',
  body,
});
const email = (fields: { subject: string; body: string; html?: string }) => ({
  name: `E-mail ${++counter}`,
  channel: 'email',
  audience: 'event-guests',
  ...fields,
});

async function create(input: object) {
  const response = await admin('POST', '/api/templates', input);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { id: string; version: number; placeholders: string[] };
}

const auditOf = (recordId: string, resource: string) =>
  t.db
    .select({ action: auditLog.action, changes: auditLog.changes })
    .from(auditLog)
    .where(and(eq(auditLog.recordId, recordId), eq(auditLog.resource, resource)))
    .orderBy(auditLog.id);

describe('templates', () => {
  it('creates, reads, lists, changes and deletes a template, auditing each write', async () => {
    const created = await create(
      sms('Karibu {guest_name} to {event_name}, {event_date}.', 'Wedding invitation'),
    );
    expect(created).toMatchObject({
      name: 'Wedding invitation',
      channel: 'sms',
      audience: 'event-guests',
      subject: null,
      html: null,
      placeholders: ['guest_name', 'event_name', 'event_date'],
      createdBy: 'admin',
      version: 1,
    });
    expect((await admin('GET', `/api/templates/${created.id}`)).body).toEqual(created);

    const changed = await admin('PATCH', `/api/templates/${created.id}`, {
      body: 'Karibu {guest_name}!',
      version: 1,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ version: 2, placeholders: ['guest_name'] });

    expect((await admin('DELETE', `/api/templates/${created.id}`)).status).toBe(200);
    expect((await admin('GET', `/api/templates/${created.id}`)).status).toBe(404);
    const audit = await auditOf(created.id, 'message-templates');
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
    expect(audit[1]!.changes).toMatchObject({
      body: {
        before: 'Karibu {guest_name} to {event_name}, {event_date}.',
        after: 'Karibu {guest_name}!',
      },
    });
  });

  it('lists with a search on the name and channel and audience filters', async () => {
    await create(sms('Reminder for {guest_name}', 'Harusi reminder'));
    await create(email({ subject: 'Harusi', body: 'Dear {guest_name}' }));
    const list = async (query: string) =>
      (await admin('GET', `/api/templates?${query}`)).body as {
        items: { name: string; channel: string }[];
        total: number;
      };
    const found = await list('filter=name:ilike:harusi%20rem');
    expect(found.items.map((i) => i.name)).toEqual(['Harusi reminder']);
    const emails = await list('filter=channel:in:email&filter=audience:in:event-guests&size=100');
    expect(emails.total).toBeGreaterThan(0);
    expect(emails.items.every((i) => i.channel === 'email')).toBe(true);
    const bad = await admin('GET', '/api/templates?filter=channel:in:fax');
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toHaveProperty('filter');
  });

  it('names the field of each template problem', async () => {
    const refused = async (input: object) => {
      const response = await admin('POST', '/api/templates', input);
      expect(response.status).toBe(400);
      return response.body as { message: string; fieldErrors: Record<string, string[]> };
    };
    expect((await refused(sms('Karibu {guest_name'))).fieldErrors).toEqual({
      body: ['Body: A "{" at character 8 is never closed (write "{{" for a brace)'],
    });
    expect((await refused(sms('Karibu guest_name}'))).fieldErrors.body).toEqual([
      'Body: A "}" at character 18 has no "{" (write "}}" for a brace)',
    ]);
    expect((await refused(sms('Karibu {Guest Name}'))).fieldErrors.body).toEqual([
      'Body: "{Guest Name}" is not a placeholder name (lower-case letters, digits and _)',
    ]);
    const long = await refused(sms('a'.repeat(10_000)));
    expect(long.fieldErrors).toEqual({
      body: ['An SMS body (10 SMS) must be at most 670 characters (it has 10,000)'],
    });
    expect(long.message).toMatch(/'body'/);
    expect(
      (await refused(email({ subject: '', body: 'Hi', html: '<b>{name</b>' }))).fieldErrors,
    ).toEqual({
      subject: ['Subject is required for an e-mail'],
      html: ['HTML: A "{" at character 4 is never closed (write "{{" for a brace)'],
    });
    expect((await refused({ ...sms('Hi'), subject: 'Hello' })).fieldErrors).toEqual({
      subject: ['An SMS has no subject'],
    });
  });

  it('checks a change against the stored channel and refuses a stale version or a taken name', async () => {
    const template = await create(sms('Hi {guest_name}'));
    const subject = await admin('PATCH', `/api/templates/${template.id}`, {
      subject: 'Hello',
      version: 1,
    });
    expect(subject.status).toBe(400);
    expect(subject.body).toMatchObject({
      message: 'An SMS has no subject',
      fieldErrors: { subject: ['An SMS has no subject'] },
    });
    const tooLong = await admin('PATCH', `/api/templates/${template.id}`, {
      body: 'é'.repeat(671),
      version: 1,
    });
    expect(tooLong.body.fieldErrors).toHaveProperty('body');

    expect(
      (await admin('PATCH', `/api/templates/${template.id}`, { name: 'Fresh', version: 1 })).status,
    ).toBe(200);
    const stale = await admin('PATCH', `/api/templates/${template.id}`, {
      name: 'Staler',
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.fieldErrors).toHaveProperty('version');

    const other = await create(sms('Hi'));
    const taken = await admin('PATCH', `/api/templates/${other.id}`, { name: 'FRESH', version: 1 });
    expect(taken.status).toBe(409);
    expect(taken.body.fieldErrors).toHaveProperty('name');
    expect((await admin('POST', '/api/templates', sms('Hi', 'fresh'))).status).toBe(409);
  });

  it('refuses a channel change, and to delete a template a live schedule still sends', async () => {
    const template = await create(sms('Hi'));
    const channel = await admin('PATCH', `/api/templates/${template.id}`, {
      channel: 'email',
      version: 1,
    });
    expect(channel.status).toBe(400);
    expect(channel.body.fieldErrors).toEqual({ channel: ['Unknown field'] });

    const [schedule] = await t.db
      .insert(messageSchedules)
      .values({
        name: 'Day before',
        templateId: template.id,
        audience: 'event-guests',
        contextId: 'event',
        recipientFilter: { name: 'all' },
        timing: { kind: 'at', at: new Date().toISOString() },
        timeZone: 'Africa/Nairobi',
      })
      .returning({ id: messageSchedules.id });
    const refused = await admin('DELETE', `/api/templates/${template.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'This template is used by a schedule that has not finished: cancel it first',
    );
    await t.db
      .update(messageSchedules)
      .set({ status: 'cancelled' })
      .where(eq(messageSchedules.id, schedule!.id));
    expect((await admin('DELETE', `/api/templates/${template.id}`)).status).toBe(200);
  });
});

describe('mappings', () => {
  it('reports every placeholder unmapped at first, then what is left after a partial save', async () => {
    const template = await create(
      email({
        subject: 'For {guest_name}',
        body: 'Dear {guest_name}, {when} at {venue}',
        html: '<p>{guest_name}</p>',
      }),
    );
    const url = `/api/templates/${template.id}/mappings`;
    expect((await admin('GET', url)).body).toEqual({
      templateId: template.id,
      items: [],
      unmapped: ['guest_name', 'when', 'venue'],
      version: 1,
    });

    const saved = await admin('PUT', url, {
      items: [
        { placeholder: 'venue', field: 'venue', fallback: '' },
        { placeholder: 'guest_name', field: 'guest_name', fallback: 'friend' },
      ],
      version: 1,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      templateId: template.id,
      items: [
        { placeholder: 'guest_name', field: 'guest_name', fallback: 'friend' },
        { placeholder: 'venue', field: 'venue', fallback: null },
      ],
      unmapped: ['when'],
      version: 2,
    });
    // The mappings are part of the template: its version moved with them.
    expect((await admin('GET', `/api/templates/${template.id}`)).body.version).toBe(2);
    expect((await admin('PUT', url, { items: [], version: 1 })).status).toBe(409);
    const audit = await auditOf(template.id, 'template-mappings');
    expect(audit).toHaveLength(1);
  });

  it('names an unknown field, a placeholder the template lacks, and one mapped twice', async () => {
    const template = await create(sms('Hi {guest_name} {when}'));
    const url = `/api/templates/${template.id}/mappings`;
    const unknown = await admin('PUT', url, {
      items: [
        { placeholder: 'guest_name', field: 'guest_name' },
        { placeholder: 'when', field: 'birthday' },
        { placeholder: 'where', field: 'venue' },
      ],
      version: 1,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fieldErrors).toEqual({
      'items.1.field': ["'birthday' is not a field of event guests"],
      'items.2.placeholder': ['The template does not use {where}'],
    });
    const twice = await admin('PUT', url, {
      items: [
        { placeholder: 'when', field: 'event_date' },
        { placeholder: 'when', field: 'event_time' },
      ],
      version: 1,
    });
    expect(twice.status).toBe(400);
    expect(twice.body.fieldErrors).toEqual({ 'items.1.placeholder': ['{when} is mapped twice'] });
    const strict = await admin('PUT', url, {
      items: [{ placeholder: 'when', field: 'event_date', extra: 1 }],
      version: 1,
    });
    expect(strict.body.fieldErrors).toEqual({ 'items.0.extra': ['Unknown field'] });
    // Nothing of the refused saves stuck.
    expect((await admin('GET', url)).body).toMatchObject({ items: [], version: 1 });
  });

  it('maps the placeholders the editor inserted, keeps existing mappings, and names wrong ones', async () => {
    const created = await create({
      ...sms('Karibu {guest_name}, {table} {custom}'),
      insertedPlaceholders: ['guest_name'],
    });
    const first = await admin('GET', `/api/templates/${created.id}/mappings`);
    expect(first.body.items).toEqual([
      { placeholder: 'guest_name', field: 'guest_name', fallback: null },
    ]);
    // Typed by hand, {table} stays unmapped although it is named like a field (decision 0011).
    expect(first.body.unmapped).toEqual(['table', 'custom']);

    const fallback = await admin('PUT', `/api/templates/${created.id}/mappings`, {
      items: [{ placeholder: 'guest_name', field: 'guest_name', fallback: 'Mgeni' }],
      version: first.body.version,
    });
    expect(fallback.status).toBe(200);
    const updated = await admin('PATCH', `/api/templates/${created.id}`, {
      body: 'Karibu {guest_name}, {table} {custom}',
      insertedPlaceholders: ['guest_name', 'table'],
      version: fallback.body.version,
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    const after = await admin('GET', `/api/templates/${created.id}/mappings`);
    expect(after.body.items).toEqual([
      { placeholder: 'guest_name', field: 'guest_name', fallback: 'Mgeni' },
      { placeholder: 'table', field: 'table', fallback: null },
    ]);
    expect(after.body.unmapped).toEqual(['custom']);
    const audit = await auditOf(created.id, 'template-mappings');
    // Mapped at creation, saved by hand, mapped at the change: each audited.
    expect(audit.map((a) => a.action)).toEqual(['update', 'update', 'update']);

    const wrong = await admin('POST', '/api/templates', {
      ...sms('Karibu {guest_name} {custom}'),
      insertedPlaceholders: ['custom', 'event_name'],
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fieldErrors.insertedPlaceholders).toEqual([
      "Not a field of this template's audience used in its text: {custom}, {event_name}",
    ]);
  });

  it('drops the mapping of a placeholder taken out of the template', async () => {
    const template = await create(sms('Hi {guest_name} at {venue}'));
    const url = `/api/templates/${template.id}/mappings`;
    await admin('PUT', url, {
      items: [
        { placeholder: 'guest_name', field: 'guest_name' },
        { placeholder: 'venue', field: 'venue' },
      ],
      version: 1,
    });
    await admin('PATCH', `/api/templates/${template.id}`, { body: 'Hi {guest_name}', version: 2 });
    expect((await admin('GET', url)).body).toEqual({
      templateId: template.id,
      items: [{ placeholder: 'guest_name', field: 'guest_name', fallback: null }],
      unmapped: [],
      version: 3,
    });
    await admin('PATCH', `/api/templates/${template.id}`, {
      body: 'Hi {guest_name} at {venue}',
      version: 3,
    });
    expect((await admin('GET', url)).body.unmapped).toEqual(['venue']);
  });

  it('lets a holder of UPDATE_TEMPLATE_MAPPINGS read what they edit, and no one else', async () => {
    const template = await create(sms('Hi {guest_name}'));
    const url = `/api/templates/${template.id}/mappings`;
    const editor = await createUserWith(t, ['UPDATE_TEMPLATE_MAPPINGS']);
    expect((await apiAs(t, editor.cookie)('GET', url)).status).toBe(200);
    const reader = await createUserWith(t, ['READ_TEMPLATES']);
    expect((await apiAs(t, reader.cookie)('GET', url)).status).toBe(403);
    expect((await apiAs(t, reader.cookie)('PUT', url, { items: [], version: 1 })).status).toBe(403);
  });
});

describe('loadSendableTemplate and recipientRenderer', () => {
  it('refuses a missing template and one with unmapped placeholders, naming them', async () => {
    await expect(
      loadSendableTemplate(t.db, '00000000-0000-4000-8000-000000000000'),
    ).rejects.toMatchObject({ statusCode: 404 });
    const template = await create(sms('Hi {guest_name}, {when} at {venue}'));
    await admin('PUT', `/api/templates/${template.id}/mappings`, {
      items: [{ placeholder: 'when', field: 'event_date' }],
      version: 1,
    });
    await expect(loadSendableTemplate(t.db, template.id)).rejects.toMatchObject({
      statusCode: 400,
      message: 'Map every placeholder before sending: {guest_name}, {venue}',
      fieldErrors: {
        templateId: ['Map every placeholder before sending: {guest_name}, {venue}'],
      },
    });
  });

  it('renders each part with the mapped fields, fallbacks for empty ones, and escapes HTML', async () => {
    const template = await create(
      email({
        subject: '{event_name} for {name}',
        body: 'Dear {name}, table {table}. {venue}{{ok}}',
        html: '<p>Dear {name}, table {table}</p>',
      }),
    );
    await admin('PUT', `/api/templates/${template.id}/mappings`, {
      items: [
        { placeholder: 'event_name', field: 'event_name' },
        { placeholder: 'name', field: 'guest_name', fallback: 'friend' },
        { placeholder: 'table', field: 'table', fallback: 'to be announced' },
        { placeholder: 'venue', field: 'venue' },
      ],
      version: 1,
    });
    const render = recipientRenderer(await loadSendableTemplate(t.db, template.id));

    expect(
      render({
        guest_name: 'Amina <Wanjiku> & co',
        event_name: 'Harusi\r\nBcc: x@example.com',
        table: '',
      }),
    ).toEqual({
      subject: 'Harusi Bcc: x@example.com for Amina <Wanjiku> & co',
      body: 'Dear Amina <Wanjiku> & co, table to be announced. {ok}',
      html: '<p>Dear Amina &lt;Wanjiku&gt; &amp; co, table to be announced</p>',
    });
    expect(render({ table: '4' }).body).toBe('Dear friend, table 4. {ok}');
  });
});
