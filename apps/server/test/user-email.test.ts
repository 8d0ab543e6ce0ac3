/**
 * Users' own e-mail address: set by an administrator on the user or by the user on their
 * profile (optional, checked as an address, blank clears it, at most 254 characters), in
 * the users and profile answers but never in `/api/me`; and where test sends of e-mail
 * templates go, the username standing in only when it is itself an address.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ME_FIELDS } from '@karamu/shared';
import { auditLog, messages } from '../src/db/schema';
import { apiAs } from './api-client';
import {
  createEventWithGuests,
  createTemplate,
  useWorkerApp,
  waitForBatch,
} from './support/messaging-fixtures';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink';
import { ADMIN_PASSWORD, USER_PASSWORD, loginCookie, type TestApp } from './test-app';

let t: TestApp;
let smtp: SmtpSink;
let cookie: string;
let admin: ReturnType<typeof apiAs>;

useWorkerApp(
  () => startSmtpSink(),
  (smtp) => ({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Karamu <invitations@karamu.example>',
    PROVIDER_TIMEOUT_MS: '15000',
    WORKER_POLL_MS: '50',
  }),
  (started) => ({ t, provider: smtp, cookie, admin } = started),
);

let counter = 0;
async function newUser(fields: { username?: string; email?: unknown } = {}) {
  counter += 1;
  return admin('POST', '/api/users', {
    username: fields.username ?? `mail${counter}`,
    name: `Mail user ${counter}`,
    password: USER_PASSWORD,
    roleIds: [],
    ...('email' in fields ? { email: fields.email } : {}),
  });
}

describe('e-mail on users', () => {
  it('is kept trimmed on create, changed and cleared on update, and listed', async () => {
    const created = await newUser({ email: '  amina@example.com ' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.email).toBe('amina@example.com');
    const none = await newUser();
    expect(none.body.email).toBeNull();

    const changed = await admin('PATCH', `/api/users/${created.body.id}`, {
      email: 'Amina.Njeri@Example.com',
      version: created.body.version,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.email).toBe('Amina.Njeri@Example.com');
    const read = await admin('GET', `/api/users/${created.body.id}`);
    expect(read.body.email).toBe('Amina.Njeri@Example.com');

    const listed = await admin(
      'GET',
      `/api/users?filter=username:ilike:${created.body.username}&fields=username,email`,
    );
    expect(listed.body.items).toEqual([
      { username: created.body.username, email: 'Amina.Njeri@Example.com' },
    ]);

    const cleared = await admin('PATCH', `/api/users/${created.body.id}`, {
      email: '  ',
      version: changed.body.version,
    });
    expect(cleared.body.email).toBeNull();
    // Leaving it out changes nothing.
    const renamed = await admin('PATCH', `/api/users/${none.body.id}`, {
      name: 'Renamed',
      version: none.body.version,
    });
    expect(renamed.body.email).toBeNull();

    const entries = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.recordId, created.body.id))
      .orderBy(auditLog.id);
    expect(entries.map((entry) => (entry.changes as Record<string, unknown>).email)).toEqual([
      { before: null, after: 'amina@example.com' },
      { before: 'amina@example.com', after: 'Amina.Njeri@Example.com' },
      { before: 'Amina.Njeri@Example.com', after: null },
    ]);
  });

  it.each([
    ['not an address', 'amina@'],
    // 255 characters, a well-formed address otherwise.
    ['too long', `${'a'.repeat(64)}@${'b'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(58)}.com`],
    ['not text', 42],
  ])('refuses an e-mail that is %s with 400 naming the field', async (_, email) => {
    const refused = await newUser({ email });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toHaveProperty('email');
    const existing = await newUser();
    const patch = await admin('PATCH', `/api/users/${existing.body.id}`, {
      email,
      version: existing.body.version,
    });
    expect(patch.status).toBe(400);
    expect(patch.body.fieldErrors).toHaveProperty('email');
  });

  it('is on the profile, where the user sets and clears it', async () => {
    const created = await newUser();
    const own = apiAs(t, await loginCookie(t.app, created.body.username, USER_PASSWORD));
    const profile = await own('GET', '/api/profile');
    expect(profile.body.email).toBeNull();

    const invalid = await own('PATCH', '/api/profile', {
      email: 'baraka at example.com',
      version: profile.body.version,
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.fieldErrors).toHaveProperty('email');

    const saved = await own('PATCH', '/api/profile', {
      email: 'baraka@example.com',
      version: profile.body.version,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.email).toBe('baraka@example.com');
    expect((await admin('GET', `/api/users/${created.body.id}`)).body.email).toBe(
      'baraka@example.com',
    );

    const cleared = await own('PATCH', '/api/profile', { email: '', version: saved.body.version });
    expect(cleared.body.email).toBeNull();
  });

  it('is not part of /api/me or the sign-in answer', async () => {
    const created = await newUser({ email: 'me@example.com' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: created.body.username, password: USER_PASSWORD },
    });
    expect(Object.keys(login.json()).sort()).toEqual(
      ['createdBy', 'created', 'dp', 'id', 'name', 'roles', 'username'].sort(),
    );
    const own = apiAs(t, await loginCookie(t.app, created.body.username, USER_PASSWORD));
    const me = await own('GET', '/api/me');
    expect(Object.keys(me.body).sort()).toEqual(
      [...new Set(ME_FIELDS.map((field) => field.split('.')[0]!))].sort(),
    );
    expect((await own('GET', '/api/me?fields=email')).status).toBe(400);
  });
});

describe('test sends of e-mail templates', () => {
  let eventId: string;
  let templateId: string;
  beforeAll(async () => {
    ({ eventId } = await createEventWithGuests(t, cookie, [
      { name: 'Amina', email: 'amina.guest@example.com' },
    ]));
    templateId = await createTemplate(admin, {
      channel: 'email',
      subject: 'Karibu {guest_name}',
      body: 'Habari {guest_name}',
    });
  });

  /** Signs in as a user with the privileges a test send needs (the admin's, here). */
  async function testSendAs(username: string, password: string) {
    const as = apiAs(t, await loginCookie(t.app, username, password));
    return as('POST', '/api/message-batches/test', { templateId, contextId: eventId });
  }

  async function deliveredTo(batchId: string) {
    await waitForBatch(admin, batchId);
    const [message] = await t.db.select().from(messages).where(eq(messages.batchId, batchId));
    expect(message?.status).toBe('sent');
    return smtp.received.find((mail) => mail.messageId.startsWith(`<${message!.id}@`))?.to;
  }

  it('without an address is a 400 on `channel` pointing to Settings', async () => {
    const refused = await testSendAs('admin', ADMIN_PASSWORD);
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors.channel).toEqual([
      'Add an e-mail address to your profile in Settings to receive a test e-mail',
    ]);
  });

  it("goes to the caller's e-mail address, before a username that is one", async () => {
    const profile = await admin('GET', '/api/profile');
    await admin('PATCH', '/api/profile', {
      email: 'organiser@example.com',
      version: profile.body.version,
    });
    const sent = await testSendAs('admin', ADMIN_PASSWORD);
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(await deliveredTo(sent.body.id)).toBe('organiser@example.com');

    // A username that is an address stands in only while there is no e-mail.
    const me = await admin('GET', '/api/me');
    const roleIds = me.body.roles.map((role: { id: string }) => role.id);
    const both = await admin('POST', '/api/users', {
      username: 'planner@example.com',
      name: 'Planner',
      password: USER_PASSWORD,
      email: 'planner.inbox@example.com',
      roleIds,
    });
    expect(both.status, JSON.stringify(both.body)).toBe(201);
    const toEmail = await testSendAs('planner@example.com', USER_PASSWORD);
    expect(await deliveredTo(toEmail.body.id)).toBe('planner.inbox@example.com');

    await admin('PATCH', `/api/users/${both.body.id}`, { email: '', version: both.body.version });
    const toUsername = await testSendAs('planner@example.com', USER_PASSWORD);
    expect(await deliveredTo(toUsername.body.id)).toBe('planner@example.com');
  });
});
