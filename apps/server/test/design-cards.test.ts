/**
 * A design from the gallery becomes the event's invitation card (issue 29): at creation,
 * in the event's own transaction, and later through PUT .../invitation-card/design, which
 * replaces a card only when told to. The card carries the design's fields, each guest's
 * card draws with a QR code the door accepts, and bad input is refused without a write.
 */
import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import sharp from 'sharp';
import {
  getCardFieldHeight,
  verifyCardCode,
  type CardField,
  type InvitationCard,
} from '@karamu/shared';
import { auditLog, events } from '../src/db/schema';
import { inDays, type apiAs } from './api-client';
import { asWebApp, type TestApp } from './test-app';
import { useAdminApp } from './support/admin-app';

let t: TestApp;
let admin: ReturnType<typeof apiAs>;
useAdminApp((started) => ({ t, admin } = started));

type Design = { id: string; name: string };

async function designs(): Promise<Design[]> {
  const { status, body } = await admin('GET', '/api/event-templates?size=100');
  expect(status).toBe(200);
  return body.items;
}

const designNamed = async (name: string) => (await designs()).find((d) => d.name === name)!;

async function createEvent(fields: Record<string, unknown> = {}) {
  return admin('POST', '/api/events', {
    name: 'Harusi ya Amina na Baraka',
    startsAt: inDays(30),
    timeZone: 'Africa/Nairobi',
    venue: 'Safari Park Hotel',
    defaultCountry: 'KE',
    ...fields,
  });
}

const cardOf = async (eventId: string) => admin('GET', `/api/events/${eventId}/invitation-card`);
const useDesign = (eventId: string, body: Record<string, unknown>) =>
  admin('PUT', `/api/events/${eventId}/invitation-card/design`, body);

type Box = { x: number; y: number; width: number; height: number };
const boxOf = (field: CardField, size: InvitationCard): Box => ({
  ...field,
  height: getCardFieldHeight(field, size),
});
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function readQr(png: Buffer): Promise<string | undefined> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const pixels = new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength);
  return jsQR(pixels, info.width, info.height)?.data;
}

describe('an event created with a design', () => {
  it("gets the design as its card, the guest's and the event's fields placed apart", async () => {
    const design = await designNamed('Golden rings');
    const created = await createEvent({ templateId: design.id });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { status, body: card } = await cardOf(created.body.id);
    expect(status).toBe(200);
    // The shipped design's proportions (600 x 840), drawn as a card's artwork is.
    expect(card.artworkType).toBe('image/webp');
    expect(card.width / card.height).toBeCloseTo(600 / 840, 2);
    const kinds = (card as InvitationCard).fields.map((f) => f.kind).sort();
    expect(kinds).toEqual(
      ['admissions', 'eventDate', 'eventName', 'eventTime', 'guestName', 'qr', 'venue'].sort(),
    );
    const boxes = (card as InvitationCard).fields.map((f) => boxOf(f, card));
    for (const [i, a] of boxes.entries())
      for (const b of boxes.slice(i + 1)) expect(overlaps(a, b)).toBe(false);

    // Written with the event, by its creator, in the audit log.
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.recordId, created.body.id))
      .then((rows) => rows.filter((row) => row.resource === 'invitation-cards'));
    expect(entry).toMatchObject({
      action: 'create',
      changes: { templateId: { before: null, after: design.id } },
    });

    // The guest's own card (their answer page) draws, with a QR code the door accepts.
    const guest = await admin('POST', `/api/events/${created.body.id}/guests`, {
      name: 'Wanjiru Kamau',
      cardType: 'single',
      admissions: 1,
    });
    const link = await admin('POST', `/api/events/${created.body.id}/guests/${guest.body.id}/link`);
    const png = await t.app.inject({
      method: 'GET',
      url: `/api/invitations/${link.body.token}/card.png`,
      headers: asWebApp(),
    });
    expect(png.statusCode).toBe(200);
    const kit = await admin('GET', `/api/events/${created.body.id}/check-in-kit`);
    expect(
      verifyCardCode(await readQr(png.rawPayload), {
        eventId: created.body.id,
        publicKey: kit.body.publicKey,
      }),
    ).toMatchObject({ ok: true, guestId: guest.body.id });
    const invitation = await t.app.inject({
      method: 'GET',
      url: `/api/invitations/${link.body.token}`,
      headers: asWebApp(),
    });
    expect(invitation.json().card).toEqual({ width: card.width, height: card.height });
  });

  it('has no card without a design, and an unknown design writes nothing', async () => {
    const plain = await createEvent();
    expect((await cardOf(plain.body.id)).status).toBe(404);

    const [before] = await t.db.select({ n: count() }).from(events);
    const unknown = await createEvent({ templateId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fieldErrors).toEqual({ templateId: ['Unknown event template'] });
    const [after] = await t.db.select({ n: count() }).from(events);
    expect(after).toEqual(before);
  });
});

describe('PUT /api/events/:id/invitation-card/design', () => {
  it('makes a card, and replaces one only when the organiser confirms', async () => {
    const [first, second] = await designs();
    const event = await createEvent();
    const made = await useDesign(event.body.id, { templateId: first!.id });
    expect(made.status, JSON.stringify(made.body)).toBe(201);

    const layout = { fields: [], version: made.body.version };
    const emptied = await admin('PATCH', `/api/events/${event.body.id}/invitation-card`, layout);
    expect(emptied.status).toBe(200);

    const refused = await useDesign(event.body.id, { templateId: second!.id });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'This event already has an invitation card: confirm replacing it',
    );
    expect((await cardOf(event.body.id)).body).toEqual(emptied.body);

    const replaced = await useDesign(event.body.id, { templateId: second!.id, replace: true });
    expect(replaced.status).toBe(200);
    expect(replaced.body.version).toBe(emptied.body.version + 1);
    expect(replaced.body.fields.length).toBeGreaterThan(0);
    const entries = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.recordId, event.body.id));
    expect(entries.map((e) => e.action)).toContain('update');
  });

  it("places an uploaded design's fields where none covers another", async () => {
    const artwork = await sharp({
      create: { width: 500, height: 700, channels: 3, background: '#f7efe2' },
    })
      .png()
      .toBuffer();
    const template = await admin('POST', '/api/event-templates', {
      name: 'Plain cream',
      artwork: `data:image/png;base64,${artwork.toString('base64')}`,
    });
    expect(template.status, JSON.stringify(template.body)).toBe(201);
    const event = await createEvent();
    const made = await useDesign(event.body.id, { templateId: template.body.id });
    expect(made.status).toBe(201);
    const card = made.body as InvitationCard;
    expect(card.fields.map((f) => f.kind)).toContain('qr');
    const boxes = card.fields.map((f) => boxOf(f, card));
    for (const [i, a] of boxes.entries())
      for (const b of boxes.slice(i + 1)) expect(overlaps(a, b)).toBe(false);
  });

  it('names the field of a bad or unknown design and writes nothing', async () => {
    const event = await createEvent();
    const bad = await useDesign(event.body.id, { templateId: 'golden' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors)).toEqual(['templateId']);
    const unknown = await useDesign(event.body.id, {
      templateId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fieldErrors).toEqual({ templateId: ['Unknown event template'] });
    const extra = await useDesign(event.body.id, { templateId: (await designs())[0]!.id, x: 1 });
    expect(extra.status).toBe(400);
    expect((await cardOf(event.body.id)).status).toBe(404);
  });
});
