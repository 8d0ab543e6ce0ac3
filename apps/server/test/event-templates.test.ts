/**
 * Event templates: the designs we ship are seeded once, the public gallery lists and
 * filters them, the artwork is served so that an SVG cannot run script, and uploads are
 * re-encoded so that a hostile SVG is neutralised.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { count } from 'drizzle-orm';
import { categories, eventTemplates } from '../src/db/schema';
import {
  SEED_DESIGNS,
  seedEventTemplates,
} from '../src/modules/events/event-templates/seed-event-templates';
import { apiAs } from './api-client';
import { type AdminApi, useAdminApp } from './support/admin-app';
import { createUserWith, type TestApp } from './test-app';

let t: TestApp;
let admin: AdminApi;
const anonymous = () => apiAs(t, undefined);

useAdminApp((started) => ({ t, admin } = started), { LOGIN_MAX_ATTEMPTS_PER_IP: '100000' });

const dataUrl = (type: string, bytes: Buffer | string) =>
  `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;
const png = async () =>
  sharp({ create: { width: 40, height: 56, channels: 3, background: '#c0ffee' } })
    .png()
    .toBuffer();

type Item = { id: string; name: string; categoryName: string | null; published: boolean };
const names = (body: { items: Item[] }) => body.items.map((item) => item.name);

describe('the designs we ship', () => {
  it('are seeded on first start, published, each with its event category', async () => {
    const { status, body } = await anonymous()('GET', '/api/event-templates?size=100');
    expect(status).toBe(200);
    expect(body.total).toBe(SEED_DESIGNS.length);
    expect(body.items).toHaveLength(SEED_DESIGNS.length);
    const byName = new Map<string, Item>(body.items.map((item: Item) => [item.name, item]));
    for (const design of SEED_DESIGNS) {
      expect(byName.get(design.name)).toMatchObject({
        categoryName: design.category,
        published: true,
        artworkType: 'image/svg+xml',
      });
    }
    const kinds = await anonymous()('GET', '/api/categories?filter=kind:in:event&size=100');
    expect(kinds.body.items.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining([
        'Wedding',
        'Send-off',
        'Kitchen party',
        'Birthday',
        'Memorial',
        'Corporate',
      ]),
    );
  });

  it('are seeded once: running the seed again adds nothing', async () => {
    const countOf = async () => ({
      templates: (await t.db.select({ n: count() }).from(eventTemplates))[0]!.n,
      categories: (await t.db.select({ n: count() }).from(categories))[0]!.n,
    });
    const before = await countOf();
    expect(await seedEventTemplates(t.db)).toEqual({ created: 0 });
    expect(await seedEventTemplates(t.db)).toEqual({ created: 0 });
    expect(await countOf()).toEqual(before);
  });

  it('are valid SVG that sharp can draw, without script or outside references', async () => {
    const { body } = await anonymous()('GET', '/api/event-templates?size=100');
    for (const item of body.items as Item[]) {
      const response = await t.app.inject({ url: `/api/event-templates/${item.id}/artwork` });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toMatch(
        /<script|\son[a-z]+=|foreignObject|https?:\/\/(?!www\.w3\.org)/i,
      );
      const { width, height } = await sharp(response.rawPayload).metadata();
      expect([width, height]).toEqual([600, 840]);
    }
  });
});

describe('the public gallery', () => {
  it('searches by name and description, and filters by category', async () => {
    const wedding = await anonymous()('GET', '/api/event-templates?filter=name:ilike:rings');
    expect(names(wedding.body)).toEqual(['Golden rings']);
    const described = await anonymous()(
      'GET',
      '/api/event-templates?filter=name:ilike:lantern&filter=description:ilike:lantern',
    );
    expect(names(described.body)).toEqual(['Kanga send-off']);

    const categoryId = (await anonymous()('GET', '/api/event-templates?filter=name:ilike:lily'))
      .body.items[0].categoryId;
    const inCategory = await anonymous()(
      'GET',
      `/api/event-templates?filter=categoryId:in:${categoryId}`,
    );
    expect(names(inCategory.body)).toEqual(['White lily']);

    const bad = await anonymous()('GET', '/api/event-templates?filter=categoryId:in:nope');
    expect(bad.status).toBe(400);
  });

  it('shows unpublished designs only to holders of READ_EVENT_TEMPLATES', async () => {
    const hidden = await admin('POST', '/api/event-templates', {
      name: 'Draft design',
      published: false,
      artwork: dataUrl('image/png', await png()),
    });
    expect(hidden.status).toBe(201);
    const id = hidden.body.id;
    const reader = await createUserWith(t, ['READ_EVENT_TEMPLATES']);
    const other = await createUserWith(t, ['READ_EVENTS']);

    for (const viewer of [anonymous(), apiAs(t, other.cookie)]) {
      const list = await viewer('GET', '/api/event-templates?size=100');
      expect(names(list.body)).not.toContain('Draft design');
      expect((await viewer('GET', `/api/event-templates/${id}`)).status).toBe(404);
      expect((await viewer('GET', `/api/event-templates/${id}/artwork`)).status).toBe(404);
    }
    const asReader = apiAs(t, reader.cookie);
    const all = await asReader('GET', '/api/event-templates?filter=published:in:false');
    expect(names(all.body)).toEqual(['Draft design']);
    expect((await asReader('GET', `/api/event-templates/${id}`)).body.published).toBe(false);
    expect((await admin('DELETE', `/api/event-templates/${id}`)).status).toBe(200);
  });
});

describe('artwork', () => {
  it('is served with a type, a cache header and headers that keep an SVG from running script', async () => {
    const { body } = await anonymous()('GET', '/api/event-templates?filter=name:ilike:rings');
    const item = body.items[0];
    const response = await t.app.inject({
      url: `/api/event-templates/${item.id}/artwork?v=${item.version}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(response.headers['content-security-policy']).toMatch(/style-src 'unsafe-inline'/);
    expect(response.headers['content-security-policy']).not.toMatch(/script-src/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const again = await t.app.inject({
      url: `/api/event-templates/${item.id}/artwork`,
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toBe('public, max-age=300');
  });

  it('is re-encoded on upload: PNG, JPEG and WebP become WebP, within the size limit', async () => {
    const big = await sharp({
      create: { width: 3200, height: 2000, channels: 3, background: '#ffaa00' },
    })
      .jpeg()
      .toBuffer();
    const created = await admin('POST', '/api/event-templates', {
      name: 'Photo card',
      artwork: dataUrl('image/jpeg', big),
    });
    expect(created.status).toBe(201);
    expect(created.body.artworkType).toBe('image/webp');
    const image = await t.app.inject({ url: `/api/event-templates/${created.body.id}/artwork` });
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 1000 });
  });

  it('refuses what is not an image, whatever type it claims', async () => {
    const fake = await admin('POST', '/api/event-templates', {
      name: 'Not an image',
      artwork: dataUrl('image/png', 'MZ this is a program, not a picture'),
    });
    expect(fake.status).toBe(400);
    expect(fake.body.fieldErrors.artwork).toEqual(['Choose a PNG, JPEG, WebP or SVG image']);
    const gif = await admin('POST', '/api/event-templates', {
      name: 'Not accepted',
      artwork: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
    });
    expect(gif.status).toBe(400);
  });

  it('neutralises a malicious SVG: drawn as WebP, no script kept, nothing fetched', async () => {
    const fetched: string[] = [];
    const server = createServer((request, response) => {
      fetched.push(request.url ?? '');
      response.end('x');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="300" height="420" onload="alert(document.cookie)">
        <script>fetch('${origin}/script')</script>
        <image href="${origin}/image.png" width="10" height="10"/>
        <image xlink:href="file:///etc/passwd" width="10" height="10"/>
        <use href="${origin}/sprite.svg#x"/>
        <style>@import url(${origin}/style.css);</style>
        <foreignObject width="100" height="100"><iframe xmlns="http://www.w3.org/1999/xhtml" src="${origin}/frame"/></foreignObject>
        <a href="javascript:alert(1)"><rect width="300" height="420" fill="#5b1a2b"/></a>
      </svg>`;
      const created = await admin('POST', '/api/event-templates', {
        name: 'Hostile design',
        artwork: dataUrl('image/svg+xml', svg),
      });
      expect(created.status).toBe(201);
      expect(created.body.artworkType).toBe('image/webp');
      const image = await t.app.inject({ url: `/api/event-templates/${created.body.id}/artwork` });
      expect(image.headers['content-type']).toBe('image/webp');
      expect(image.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
      expect(image.rawPayload.toString('latin1')).not.toMatch(/script|alert|javascript/i);
      // Drawn at full size: the longer side is 1600 pixels.
      expect(await sharp(image.rawPayload).metadata()).toMatchObject({ width: 1143, height: 1600 });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(fetched).toEqual([]);
    } finally {
      server.close();
    }
  });
});

describe('managing designs', () => {
  it('creates, renames, unpublishes with its version, and deletes; events keep their details', async () => {
    const category = (await admin('POST', '/api/categories', { kind: 'event', name: 'Graduation' }))
      .body;
    const created = await admin('POST', '/api/event-templates', {
      name: 'Cap and gown',
      description: 'For graduations',
      categoryId: category.id,
      artwork: dataUrl('image/png', await png()),
    });
    expect(created.body).toMatchObject({
      name: 'Cap and gown',
      categoryName: 'Graduation',
      published: true,
      version: 1,
    });
    const duplicate = await admin('POST', '/api/event-templates', {
      name: 'cap AND gown',
      artwork: dataUrl('image/png', await png()),
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.fieldErrors.name).toBeDefined();

    const updated = await admin('PATCH', `/api/event-templates/${created.body.id}`, {
      name: 'Cap & gown',
      published: false,
      version: 1,
    });
    expect(updated.body).toMatchObject({
      name: 'Cap & gown',
      published: false,
      description: 'For graduations',
      version: 2,
    });
    const stale = await admin('PATCH', `/api/event-templates/${created.body.id}`, {
      published: true,
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.fieldErrors.version).toBeDefined();

    const event = await admin('POST', '/api/events', {
      name: 'Graduation of Neema',
      startsAt: new Date(Date.now() + 20 * 86_400_000).toISOString(),
      timeZone: 'Africa/Nairobi',
      defaultCountry: 'KE',
      templateId: created.body.id,
    });
    expect(event.body.templateId).toBe(created.body.id);
    expect((await admin('DELETE', `/api/event-templates/${created.body.id}`)).status).toBe(200);
    expect((await admin('GET', `/api/events/${event.body.id}`)).body).toMatchObject({
      name: 'Graduation of Neema',
      templateId: null,
    });

    const log = await admin(
      'GET',
      `/api/audit-log?filter=recordId:ilike:${created.body.id}&sort=at`,
    );
    expect(log.body.items.map((e: { action: string }) => e.action)).toEqual([
      'create',
      'update',
      'delete',
    ]);
  });

  it('refuses a category that is not an event category', async () => {
    const service = (await admin('POST', '/api/categories', { kind: 'service', name: 'Tents' }))
      .body;
    const refused = await admin('POST', '/api/event-templates', {
      name: 'Tented',
      categoryId: service.id,
      artwork: dataUrl('image/png', await png()),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors.categoryId).toEqual(['Unknown event category']);
  });

  it('takes the specific privilege or SUPER_ADMIN to write, not ALL', async () => {
    const body = { name: 'By ALL', artwork: dataUrl('image/png', await png()) };
    const all = await createUserWith(t, ['ALL']);
    expect((await apiAs(t, all.cookie)('POST', '/api/event-templates', body)).status).toBe(403);
    const specific = await createUserWith(t, ['ADD_EVENT_TEMPLATES']);
    expect((await apiAs(t, specific.cookie)('POST', '/api/event-templates', body)).status).toBe(
      201,
    );
  });
});
