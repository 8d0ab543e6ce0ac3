/**
 * Credentials never reach the log (decision 0018): the request log line of a URL carrying
 * Africa's Talking's webhook secret or a guest's answer-link token shows [redacted] in its
 * place; cookies and passwords are not written either. Read from the real log output.
 */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl } from '../src/lib/logging';
import { apiAs, inDays } from './api-client';
import { ADMIN_PASSWORD, asWebApp, createTestApp, loginCookie, type TestApp } from './test-app';

const SECRET = 'webhook-secret-for-the-log-test';
const lines: string[] = [];
let t: TestApp;
let cookie: string;
let token: string;

beforeAll(async () => {
  t = await createTestApp(
    { LOG_LEVEL: 'info', AT_WEBHOOK_SECRET: SECRET },
    { logStream: { write: (line: string) => void lines.push(line) } },
  );
  cookie = await loginCookie(t.app, 'admin', ADMIN_PASSWORD);
  const admin = apiAs(t, cookie);
  const event = await admin('POST', '/api/events', {
    name: 'Logged',
    startsAt: inDays(9),
    timeZone: 'Africa/Nairobi',
    defaultCountry: 'KE',
  });
  const guest = await admin('POST', `/api/events/${event.body.id}/guests`, { name: 'Neema' });
  const link = await admin('POST', `/api/events/${event.body.id}/guests/${guest.body.id}/link`);
  token = link.body.token;
});
afterAll(async () => t.close());

describe('redactUrl', () => {
  it('replaces the credential segment and keeps the rest', () => {
    expect(redactUrl('/api/invitations/abc123/calendar.ics?x=1')).toBe(
      '/api/invitations/[redacted]/calendar.ics?x=1',
    );
    expect(redactUrl('/i/abc123')).toBe('/i/[redacted]');
    expect(redactUrl('/p/abc123')).toBe('/p/[redacted]');
    expect(redactUrl('/api/pay/abc123/payments/9f1c')).toBe('/api/pay/[redacted]/payments/9f1c');
    expect(redactUrl('/api/invitations/abc123/payments/9f1c')).toBe(
      '/api/invitations/[redacted]/payments/9f1c',
    );
    expect(redactUrl('/api/webhooks/sms/africastalking/s3cr3t/inbound')).toBe(
      '/api/webhooks/sms/africastalking/[redacted]/inbound',
    );
    expect(redactUrl('/api/payments/mpesa/stk-callback/s3cr3t')).toBe(
      '/api/payments/mpesa/stk-callback/[redacted]',
    );
    expect(redactUrl('/api/payments/mpesa/c2b/confirmation/s3cr3t?x')).toBe(
      '/api/payments/mpesa/c2b/confirmation/[redacted]?x',
    );
    expect(redactUrl('//API/Invitations//abc')).toBe('//API/Invitations//[redacted]');
    expect(redactUrl('/api/webhooks/sms/twilio')).toBe('/api/webhooks/sms/twilio');
    expect(redactUrl('/api/events/abc?filter=name:ilike:i')).toBe(
      '/api/events/abc?filter=name:ilike:i',
    );
  });
});

describe('the request log', () => {
  it('holds no webhook secret, answer token, session cookie or password', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const calls: InjectOptions[] = [
      { method: 'GET', url: `/api/invitations/${token}` },
      { method: 'GET', url: `/api/invitations/${token}/calendar.ics` },
      {
        method: 'POST',
        url: `/api/invitations/${token}/answer`,
        headers: asWebApp(),
        payload: { attending: true },
      },
      { method: 'GET', url: `/i/${token}` },
      { method: 'GET', url: `//api//invitations/${token}` },
      {
        method: 'POST',
        url: `/api/webhooks/sms/africastalking/${SECRET}`,
        headers: form,
        payload: 'id=ATXid_1&status=Success',
      },
      {
        method: 'POST',
        url: `/api/webhooks/sms/africastalking/${SECRET}/inbound`,
        headers: form,
        payload: 'from=%2B254712345678&to=40404&text=hello&id=in_1',
      },
      { method: 'GET', url: '/api/me', headers: asWebApp(cookie) },
    ];
    for (const call of calls) {
      const response = await t.app.inject(call);
      expect(response.statusCode, String(call.url)).toBeLessThan(500);
    }
    const log = lines.join('');
    expect(log).toContain('/api/invitations/[redacted]/calendar.ics');
    expect(log).toContain('/i/[redacted]');
    expect(log).toContain('/api/webhooks/sms/africastalking/[redacted]/inbound');
    // Every request wrote its line (sign-in and set-up too): the absence below is not for
    // lack of lines.
    expect(
      lines.filter((line) => line.includes('request completed')).length,
    ).toBeGreaterThanOrEqual(calls.length + 4);
    expect(log).not.toContain(token);
    expect(log).not.toContain(SECRET);
    expect(log).not.toContain(cookie.split('=')[1]);
    expect(log).not.toContain(ADMIN_PASSWORD);
  });
});
