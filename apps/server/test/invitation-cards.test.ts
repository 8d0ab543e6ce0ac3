/**
 * Invitation cards: artwork uploads of every type (and refusals), the layout with its
 * version, previews, each guest's card whose QR code a check-in device accepts, the
 * printable PDF, the guest's own card through their answer link, and who may do what.
 */
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import { PDFArray, PDFDocument, PDFRawStream, decodePDFRawStream } from 'pdf-lib';
import sharp from 'sharp';
import {
  CARD_FONTS,
  CARD_FONT_METRICS,
  CARD_PDF_MAX_GUESTS,
  EVENT_TEMPLATE_ARTWORK_MAX_DATA_URL_LENGTH,
  verifyCardCode,
  type CardField,
} from '@karamu/shared';
import { auditLog, guests } from '../src/db/schema';
import { getTypeface } from '../src/modules/events/invitation-cards/card-text';
import { layOutCard } from '../src/modules/events/invitation-cards/render-card';
import { apiAs, inDays } from './api-client';
import { asWebApp, createUserWith, type TestApp } from './test-app';
import { useAdminApp } from './support/admin-app';

let t: TestApp;
let admin: ReturnType<typeof apiAs>;
let adminCookie: string;
useAdminApp((started) => ({ t, cookie: adminCookie, admin } = started), {
  LOGIN_MAX_ATTEMPTS_PER_IP: '100000',
});

type Api = ReturnType<typeof apiAs>;
const cardUrl = (eventId: string) => `/api/events/${eventId}/invitation-card`;

async function newEvent(as: Api = admin, startsAt = inDays(30)) {
  const { status, body } = await as('POST', '/api/events', {
    name: 'Harusi ya Amina',
    startsAt,
    timeZone: 'Africa/Nairobi',
    defaultCountry: 'KE',
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return body as { id: string };
}

async function newGuest(eventId: string, fields: Record<string, unknown> = {}) {
  const { status, body } = await admin('POST', `/api/events/${eventId}/guests`, {
    name: 'Amina Wanjiku',
    cardType: 'double',
    admissions: 2,
    tableName: 'Table 7',
    ...fields,
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return body as { id: string; name: string };
}

/** A card-shaped picture with some texture, so a drawn field changes pixels. */
const artworkPng = (width = 600, height = 840) =>
  sharp({ create: { width, height, channels: 3, background: '#f7efe2' } })
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect x="20" y="20" width="${width - 40}" height="${height - 40}" fill="none" stroke="#b08d57" stroke-width="6"/></svg>`,
        ),
      },
    ])
    .png()
    .toBuffer();

/** The ActualText of each marked run on a page of a card PDF, in drawing order. */
function wordsOnPage(pdf: PDFDocument, index: number): string[] {
  const contents = pdf.getPage(index).node.Contents();
  const items = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
  const operators = items
    .map((item) => pdf.context.lookup(item))
    .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
    .map((stream) => Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1'))
    .join('\n');
  return [...operators.matchAll(/\/ActualText <FEFF([0-9A-F]*)>/g)].map(([, hex]) =>
    Buffer.from(hex!, 'hex').swap16().toString('utf16le'),
  );
}

const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

async function upload(eventId: string, artwork: string, as: Api = admin) {
  return as('PUT', `${cardUrl(eventId)}/artwork`, { artwork });
}

const field = (kind: CardField['kind'], y: number, extra: Partial<CardField> = {}): CardField => ({
  id: `${kind}-${y}`,
  kind,
  x: 0.1,
  y,
  width: 0.8,
  fontSize: 0.05,
  font: 'serif',
  color: '#5a3e1b',
  align: 'center',
  ...extra,
});

const LAYOUT: CardField[] = [
  field('guestName', 0.1, { font: 'script', fontSize: 0.08 }),
  field('cardType', 0.22),
  field('admissions', 0.28, { font: 'sans', align: 'left' }),
  field('eventDate', 0.34, { align: 'right' }),
  field('table', 0.4, { font: 'sans' }),
  field('qr', 0.5, { x: 0.3, width: 0.4, color: '#1a2b3c' }),
];

/** An event with guests and a card laid out with LAYOUT. */
async function eventWithCard() {
  const event = await newEvent();
  const guest = await newGuest(event.id);
  const uploaded = await upload(event.id, dataUrl('image/png', await artworkPng()));
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
  const laid = await admin('PATCH', cardUrl(event.id), {
    fields: LAYOUT,
    version: uploaded.body.version,
  });
  expect(laid.status, JSON.stringify(laid.body)).toBe(200);
  return { event, guest };
}

async function get(url: string, cookie?: string) {
  return t.app.inject({ method: 'GET', url, headers: asWebApp(cookie) });
}
async function post(url: string, payload: object, cookie = adminCookie) {
  return t.app.inject({ method: 'POST', url, headers: asWebApp(cookie), payload });
}

/** The text of the QR code in a PNG, as a phone's camera would read it. */
async function readQr(png: Buffer): Promise<string | undefined> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const pixels = new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength);
  return jsQR(pixels, info.width, info.height)?.data;
}

async function publicKeyOf(eventId: string): Promise<string> {
  const { status, body } = await admin('GET', `/api/events/${eventId}/check-in-kit`);
  expect(status).toBe(200);
  return body.publicKey;
}

describe('artwork upload', () => {
  it('takes PNG, JPEG, WebP and SVG, stores them redrawn as WebP with their size, and keeps the fields', async () => {
    const event = await newEvent();
    expect((await admin('GET', cardUrl(event.id))).body.message).toMatch(/no invitation card yet/);

    const png = await upload(event.id, dataUrl('image/png', await artworkPng(600, 840)));
    expect(png.status).toBe(201);
    expect(png.body).toMatchObject({
      eventId: event.id,
      artworkType: 'image/webp',
      width: 600,
      height: 840,
      fields: [],
      version: 1,
    });
    const laid = await admin('PATCH', cardUrl(event.id), { fields: LAYOUT, version: 1 });
    expect(laid.status).toBe(200);

    const jpeg = await sharp(await artworkPng(800, 500))
      .jpeg()
      .toBuffer();
    const webp = await sharp(await artworkPng(500, 700))
      .webp()
      .toBuffer();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="420"><rect width="300" height="420" fill="#e8d5b5"/><script>alert(1)</script></svg>',
    );
    const expected = [
      { artwork: dataUrl('image/jpeg', jpeg), width: 800, height: 500 },
      { artwork: dataUrl('image/webp', webp), width: 500, height: 700 },
      // Vector art is drawn at 1600 px on its longer side (decision 0009).
      { artwork: dataUrl('image/svg+xml', svg), width: 1143, height: 1600 },
    ];
    let version = laid.body.version;
    for (const { artwork, width, height } of expected) {
      const replaced = await upload(event.id, artwork);
      expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
      expect(replaced.body).toMatchObject({
        artworkType: 'image/webp',
        width,
        height,
        fields: LAYOUT,
      });
      expect(replaced.body.version).toBe(version + 1);
      version = replaced.body.version;

      const stored = await get(`${cardUrl(event.id)}/artwork?v=${version}`, adminCookie);
      expect(stored.statusCode).toBe(200);
      expect(stored.headers['content-type']).toBe('image/webp');
      expect(stored.headers['cache-control']).toContain('immutable');
      const meta = await sharp(stored.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, height]);
    }
    // The SVG was rasterised: nothing of its markup is stored.
    const last = await get(`${cardUrl(event.id)}/artwork`, adminCookie);
    expect(last.rawPayload.includes('script')).toBe(false);

    const audit = await t.db
      .select({ action: auditLog.action, changes: auditLog.changes })
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'invitation-cards'), eq(auditLog.recordId, event.id)));
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'update', 'update', 'update']);
    expect(JSON.stringify(audit[0]!.changes)).toMatch(
      /image\/webp, \d+ bytes, sha256 [0-9a-f]{16}/,
    );
  });

  it('refuses a binary renamed .png, a type that is not an image, and a file over 5 MB, naming artwork', async () => {
    const event = await newEvent();
    const zip = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(2000, 7)]);
    const refusals = [
      dataUrl('image/png', zip),
      dataUrl('application/pdf', await artworkPng()),
      `data:image/png;base64,${'A'.repeat(EVENT_TEMPLATE_ARTWORK_MAX_DATA_URL_LENGTH)}`,
      '',
    ];
    for (const artwork of refusals) {
      const { status, body } = await upload(event.id, artwork);
      expect(status, artwork.slice(0, 40)).toBe(400);
      expect(body.fieldErrors?.artwork?.[0], artwork.slice(0, 40)).toMatch(
        /PNG, JPEG, WebP or SVG|at most 5 MB|Choose an image/,
      );
    }
    expect((await admin('GET', cardUrl(event.id))).status).toBe(404);
  });
});

describe('layout', () => {
  it('saves the fields with their version and answers 409 to a stale one', async () => {
    const event = await newEvent();
    const { body: card } = await upload(event.id, dataUrl('image/png', await artworkPng()));
    const first = await admin('PATCH', cardUrl(event.id), {
      fields: LAYOUT,
      version: card.version,
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ fields: LAYOUT, version: card.version + 1 });

    const stale = await admin('PATCH', cardUrl(event.id), { fields: [], version: card.version });
    expect(stale.status).toBe(409);
    expect(stale.body.fieldErrors.version).toBeDefined();
    expect((await admin('GET', cardUrl(event.id))).body.fields).toEqual(LAYOUT);

    const outside = await admin('PATCH', cardUrl(event.id), {
      fields: [{ ...LAYOUT[0], x: 1.5 }],
      version: first.body.version,
    });
    expect(outside.status).toBe(400);
    expect(outside.body.fieldErrors['fields.0.x']).toBeDefined();
  });

  it('answers 404 for a layout or deletion of an event without a card, and deletes a card', async () => {
    const event = await newEvent();
    expect((await admin('PATCH', cardUrl(event.id), { fields: [], version: 1 })).status).toBe(404);
    expect((await admin('DELETE', cardUrl(event.id))).status).toBe(404);
    await upload(event.id, dataUrl('image/png', await artworkPng()));
    expect((await admin('DELETE', cardUrl(event.id))).status).toBe(200);
    expect((await admin('GET', cardUrl(event.id))).status).toBe(404);
  });
});

describe('drawing', () => {
  it('previews unsaved fields as a PNG of the artwork size, with a sample QR that is no card', async () => {
    const { event } = await eventWithCard();
    const bare = await post(`${cardUrl(event.id)}/preview`, { fields: [] });
    const drawn = await post(`${cardUrl(event.id)}/preview`, { fields: LAYOUT });
    expect(drawn.statusCode).toBe(200);
    expect(drawn.headers['content-type']).toBe('image/png');
    const meta = await sharp(drawn.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 600, 840]);
    expect(drawn.rawPayload.equals(bare.rawPayload)).toBe(false);
    const text = await readQr(drawn.rawPayload);
    expect(text).toMatch(/^Sample card/);
    expect(
      verifyCardCode(text, { eventId: event.id, publicKey: await publicKeyOf(event.id) }),
    ).toMatchObject({ ok: false, reason: 'malformed' });
  });

  it('previews with a guest of the event only, and only for holders of READ_ATTENDEES', async () => {
    const { event, guest } = await eventWithCard();
    const other = await newEvent();
    const stranger = await newGuest(other.id);
    const preview = (guestId: string, cookie = adminCookie) =>
      post(`${cardUrl(event.id)}/preview`, { fields: LAYOUT, guestId }, cookie);
    expect((await preview(guest.id)).statusCode).toBe(200);
    expect((await preview(stranger.id)).statusCode).toBe(404);
    const designer = await createUserWith(t, ['READ_ARTWORK_MAPPINGS']);
    expect((await preview(guest.id, designer.cookie)).statusCode).toBe(403);
    const sample = await post(`${cardUrl(event.id)}/preview`, { fields: LAYOUT }, designer.cookie);
    expect(sample.statusCode).toBe(200);
  });

  it("draws a guest's card whose QR code the check-in screen accepts for that guest", async () => {
    const { event, guest } = await eventWithCard();
    const response = await get(`/api/events/${event.id}/guests/${guest.id}/card.png`, adminCookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="invitation-amina-wanjiku.png"',
    );
    const code = await readQr(response.rawPayload);
    const check = verifyCardCode(code, {
      eventId: event.id,
      publicKey: await publicKeyOf(event.id),
    });
    expect(check).toEqual({ ok: true, eventId: event.id, guestId: guest.id });
  });

  it('names the file safely whatever the name, and refuses a guest of another event', async () => {
    const { event } = await eventWithCard();
    const odd = await newGuest(event.id, { name: 'Zoë "Z" O\'Neil / ../etc' });
    const response = await get(`/api/events/${event.id}/guests/${odd.id}/card.png`, adminCookie);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="invitation-zoe-z-o-neil-etc.png"',
    );
    const other = await newEvent();
    const stranger = await newGuest(other.id);
    const refused = await get(
      `/api/events/${event.id}/guests/${stranger.id}/card.png`,
      adminCookie,
    );
    expect(refused.statusCode).toBe(404);
  });

  it('lays text out with the metrics the shared layout assumes for each face', () => {
    for (const font of CARD_FONTS) {
      for (const { font: face } of getTypeface(font).faces) {
        expect(face.ascender / face.unitsPerEm, font).toBe(CARD_FONT_METRICS[font].ascent);
        expect(-face.descender / face.unitsPerEm, font).toBe(CARD_FONT_METRICS[font].descent);
      }
    }
  });

  it('draws nothing for an empty table', () => {
    const guest = { name: 'Amina', cardType: 'family' as const, admissions: 4, tableName: null };
    const event = {
      startsAt: new Date('2026-11-21T22:30:00Z'),
      timeZone: 'Africa/Nairobi',
      name: 'Harusi',
      venue: null,
    };
    const shapes = layOutCard(
      [field('table', 0.5)],
      { width: 600, height: 840 },
      {
        guest,
        event,
        code: 'x',
      },
    );
    expect(shapes).toEqual([]);
  });

  it('shrinks a long name to its box and aligns it inside', () => {
    const content = {
      guest: {
        name: 'Nyambura Wanjikũ Kamau-Ochieng wa Mũthoni',
        cardType: 'single' as const,
        admissions: 1,
        tableName: null,
      },
      event: { startsAt: new Date(), timeZone: 'UTC', name: 'Harusi', venue: null },
      code: 'x',
    };
    const size = { width: 1000, height: 700 };
    const xs = (align: CardField['align'], width = 0.3) => {
      const [shape] = layOutCard(
        [field('guestName', 0.2, { align, width, x: 0.2, fontSize: 0.1 })],
        size,
        content,
      );
      const all = shape!.commands.flatMap((c) => ('x' in c ? [c.x] : []));
      return { min: Math.min(...all), max: Math.max(...all) };
    };
    // The box runs from x = 200 to 500: the name would be far wider at 100 px.
    for (const align of ['left', 'center', 'right'] as const) {
      const { min, max } = xs(align);
      expect(min, align).toBeGreaterThanOrEqual(195);
      expect(max, align).toBeLessThanOrEqual(505);
    }
    // A short text keeps its size and goes where it is aligned.
    content.guest.name = 'Amina';
    expect(xs('left', 0.6).min).toBeLessThan(215);
    expect(xs('right', 0.6).max).toBeGreaterThan(780);
    expect(xs('right', 0.6).min).toBeGreaterThan(500);
  });
});

describe('printable PDF', () => {
  it("has one page per chosen guest (each once), at the artwork's proportions", async () => {
    const { event, guest } = await eventWithCard();
    await newGuest(event.id, { name: 'Baraka Otieno', cardType: 'single', admissions: 1 });
    const third = await newGuest(event.id, { name: 'Chausiku Mwita', tableName: null });

    const all = await post(`/api/events/${event.id}/invitation-cards.pdf`, {});
    expect(all.statusCode, all.body).toBe(200);
    expect(all.headers['content-type']).toBe('application/pdf');
    expect(all.headers['content-disposition']).toBe(
      'attachment; filename="invitation-cards-harusi-ya-amina.pdf"',
    );
    const pdf = await PDFDocument.load(all.rawPayload);
    expect(pdf.getPageCount()).toBe(3);
    const { width, height } = pdf.getPage(0).getSize();
    expect(width / height).toBeCloseTo(600 / 840, 3);
    expect(Math.max(width, height)).toBe(7 * 72);
    // Each text field's outlines carry their words, for search and copy; no table, no text.
    const date = expect.stringMatching(/^[A-Z][a-z]+day, \d{1,2} [A-Z][a-z]+ \d{4}$/);
    expect(wordsOnPage(pdf, 0)).toEqual(['Amina Wanjiku', 'Double', 'Admits 2', date, 'Table 7']);
    expect(wordsOnPage(pdf, 2)).toEqual(['Chausiku Mwita', 'Double', 'Admits 2', date]);

    const chosen = await post(`/api/events/${event.id}/invitation-cards.pdf`, {
      guestIds: [third.id, guest.id, third.id],
    });
    expect(chosen.statusCode).toBe(200);
    // A guest chosen twice is printed once.
    expect((await PDFDocument.load(chosen.rawPayload)).getPageCount()).toBe(2);
  });

  it('refuses a guest of another event, an event without guests, and more guests than it prints at once', async () => {
    const { event, guest } = await eventWithCard();
    const other = await newEvent();
    const stranger = await newGuest(other.id);
    const wrong = await post(`/api/events/${event.id}/invitation-cards.pdf`, {
      guestIds: [guest.id, stranger.id],
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().fieldErrors.guestIds[0]).toMatch(/1 of the chosen guests is not/);

    const empty = await newEvent();
    await upload(empty.id, dataUrl('image/png', await artworkPng()));
    const none = await post(`/api/events/${empty.id}/invitation-cards.pdf`, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().fieldErrors.guestIds).toBeDefined();

    await t.db.insert(guests).values(
      Array.from({ length: CARD_PDF_MAX_GUESTS }, (_, i) => ({
        eventId: event.id,
        name: `Mgeni ${i}`,
      })),
    );
    const tooMany = await post(`/api/events/${event.id}/invitation-cards.pdf`, {});
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fieldErrors.guestIds[0]).toMatch(/choose at most 1000/);
  });
});

describe("a guest's own card through their answer link", () => {
  it('draws their card, and answers unknown and revoked links alike', async () => {
    const { event, guest } = await eventWithCard();
    const link = await admin('POST', `/api/events/${event.id}/guests/${guest.id}/link`);
    const card = await get(`/api/invitations/${link.body.token}/card.png`);
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('image/png');
    // Kept by the guest's own browser only, and checked for changes on each use (decision 0035).
    expect(card.headers['cache-control']).toBe('private, no-cache');
    const check = verifyCardCode(await readQr(card.rawPayload), {
      eventId: event.id,
      publicKey: await publicKeyOf(event.id),
    });
    expect(check).toMatchObject({ ok: true, guestId: guest.id });

    // The answer page reserves the card's place from the invitation (decision 0020).
    const { width, height } = await sharp(card.rawPayload).metadata();
    const invitation = await get(`/api/invitations/${link.body.token}`);
    expect(invitation.json().card).toEqual({ width, height });

    const unknown = await get('/api/invitations/AAAAAAAAAAAAAAAAAAAAAA/card.png');
    await admin('DELETE', `/api/events/${event.id}/guests/${guest.id}/link`);
    const revoked = await get(`/api/invitations/${link.body.token}/card.png`);
    expect([unknown.statusCode, revoked.statusCode]).toEqual([404, 404]);
    expect(revoked.body).toBe(unknown.body);
  });

  it('answers 304 to the browser that has the card, and draws it anew once the guest changes', async () => {
    const { event, guest } = await eventWithCard();
    const link = await admin('POST', `/api/events/${event.id}/guests/${guest.id}/link`);
    const url = `/api/invitations/${link.body.token}/card.png`;
    const first = await get(url);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...asWebApp(), 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    // Drawn once and kept: the same bytes.
    expect((await get(url)).rawPayload.equals(first.rawPayload)).toBe(true);

    await t.db.update(guests).set({ name: 'Wanjiku Kamau Otieno' }).where(eq(guests.id, guest.id));
    const renamed = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...asWebApp(), 'if-none-match': etag },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.headers.etag).not.toBe(etag);
    expect(renamed.rawPayload.equals(first.rawPayload)).toBe(false);
  });

  it('shows the answer page a smaller WebP of the same card, with its own tag', async () => {
    const { event, guest } = await eventWithCard();
    // Print-size artwork, wider than the screen's copy; the layout stays.
    const replaced = await upload(event.id, dataUrl('image/png', await artworkPng(1200, 1680)));
    expect(replaced.status).toBe(200);
    const link = await admin('POST', `/api/events/${event.id}/guests/${guest.id}/link`);
    const png = await get(`/api/invitations/${link.body.token}/card.png`);
    const webpUrl = `/api/invitations/${link.body.token}/card.webp`;
    const webp = await get(webpUrl);
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.headers['cache-control']).toBe('private, no-cache');
    const print = await sharp(png.rawPayload).metadata();
    expect(print.width).toBeGreaterThan(720);
    expect(await sharp(webp.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 720,
      height: Math.round((print.height * 720) / print.width),
    });
    expect(webp.rawPayload.length).toBeLessThan(png.rawPayload.length);
    // The door scans this copy from the guest's phone.
    const check = verifyCardCode(await readQr(webp.rawPayload), {
      eventId: event.id,
      publicKey: await publicKeyOf(event.id),
    });
    expect(check).toMatchObject({ ok: true, guestId: guest.id });

    expect(webp.headers.etag).not.toBe(png.headers.etag);
    const again = await t.app.inject({
      method: 'GET',
      url: webpUrl,
      headers: { ...asWebApp(), 'if-none-match': webp.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it("draws the door QR alone, large, with the card's own code, for an event without a card too", async () => {
    const event = await newEvent();
    const guest = await newGuest(event.id);
    const link = await admin('POST', `/api/events/${event.id}/guests/${guest.id}/link`);
    const qr = await get(`/api/invitations/${link.body.token}/door-qr.svg`);
    expect(qr.statusCode).toBe(200);
    expect(qr.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(qr.headers['cache-control']).toBe('private, no-cache');
    // What the door's camera sees, drawn at a phone's 200 CSS px.
    const seen = await sharp(qr.rawPayload, { density: 300 }).resize(400).png().toBuffer();
    const check = verifyCardCode(await readQr(seen), {
      eventId: event.id,
      publicKey: await publicKeyOf(event.id),
    });
    expect(check).toMatchObject({ ok: true, guestId: guest.id });

    await admin('DELETE', `/api/events/${event.id}/guests/${guest.id}/link`);
    expect((await get(`/api/invitations/${link.body.token}/door-qr.svg`)).statusCode).toBe(404);
  });

  it('answers 404 while the event has no card', async () => {
    const event = await newEvent();
    const guest = await newGuest(event.id);
    const link = await admin('POST', `/api/events/${event.id}/guests/${guest.id}/link`);
    const card = await get(`/api/invitations/${link.body.token}/card.png`);
    expect(card.statusCode).toBe(404);
    expect(card.json().message).toBe('This invitation has no card');
  });
});

describe('who may do what', () => {
  it('hides events outside an assigned-scope role behind 404', async () => {
    const { event, guest } = await eventWithCard();
    const assigned = await createUserWith(
      t,
      [
        'READ_ARTWORK_MAPPINGS',
        'ADD_ARTWORK_MAPPINGS',
        'UPDATE_ARTWORK_MAPPINGS',
        'DELETE_ARTWORK_MAPPINGS',
        'READ_ATTENDEES',
      ],
      'assigned',
    );
    const as = apiAs(t, assigned.cookie);
    expect((await as('GET', cardUrl(event.id))).status).toBe(404);
    expect((await upload(event.id, dataUrl('image/png', await artworkPng()), as)).status).toBe(404);
    expect((await as('DELETE', cardUrl(event.id))).status).toBe(404);
    expect(
      (await get(`/api/events/${event.id}/guests/${guest.id}/card.png`, assigned.cookie))
        .statusCode,
    ).toBe(404);
    expect(
      (await post(`/api/events/${event.id}/invitation-cards.pdf`, {}, assigned.cookie)).statusCode,
    ).toBe(404);
    // The card is still there for the admin.
    expect((await admin('GET', cardUrl(event.id))).status).toBe(200);
  });

  it("needs ADD to create a card, UPDATE to replace its artwork, and READ_ATTENDEES for guests' cards", async () => {
    const event = await newEvent();
    const guest = await newGuest(event.id);
    const artwork = dataUrl('image/png', await artworkPng());
    const updater = apiAs(t, (await createUserWith(t, ['UPDATE_ARTWORK_MAPPINGS'])).cookie);
    const adder = apiAs(t, (await createUserWith(t, ['ADD_ARTWORK_MAPPINGS'])).cookie);
    const refusedCreate = await upload(event.id, artwork, updater);
    expect(refusedCreate.status).toBe(403);
    expect(refusedCreate.body.message).toMatch(/ADD_ARTWORK_MAPPINGS/);
    expect((await upload(event.id, artwork, adder)).status).toBe(201);
    expect((await upload(event.id, artwork, adder)).status).toBe(403);
    expect((await upload(event.id, artwork, updater)).status).toBe(200);

    const reader = await createUserWith(t, ['READ_ARTWORK_MAPPINGS']);
    expect(
      (await get(`/api/events/${event.id}/guests/${guest.id}/card.png`, reader.cookie)).statusCode,
    ).toBe(403);
    expect(
      (await post(`/api/events/${event.id}/invitation-cards.pdf`, {}, reader.cookie)).statusCode,
    ).toBe(403);
  });

  it('lets a signed-up organiser design and download cards of their own events only', async () => {
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      headers: asWebApp(),
      payload: { name: 'Neema Organiser', phone: '+254 712 000 111', password: 'harusi-ya-2027' },
    });
    expect(signup.statusCode, signup.body).toBe(201);
    const cookie = signup.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const organiser = apiAs(t, cookie);
    const own = await newEvent(organiser);
    const { status } = await upload(own.id, dataUrl('image/png', await artworkPng()), organiser);
    expect(status).toBe(201);
    const guest = (await organiser('POST', `/api/events/${own.id}/guests`, { name: 'Juma' })).body;
    expect(
      (await get(`/api/events/${own.id}/guests/${guest.id}/card.png`, cookie)).statusCode,
    ).toBe(200);

    const { event: theirs } = await eventWithCard();
    expect((await organiser('GET', cardUrl(theirs.id))).status).toBe(404);
  });
});
