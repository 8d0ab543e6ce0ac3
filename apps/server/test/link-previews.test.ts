/**
 * Link previews (issue 17, decision 0040): a link to a storefront, a service, the
 * directories or the design gallery, shared on WhatsApp or a social network, shows a card
 * made from the HTML's head, since crawlers run no JavaScript. Only published records lend
 * their name and picture; everything is escaped; the page stays compressed and revalidated.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendorPhotos, vendors, vendorServices } from '../src/db/schema';
import { PREVIEW_TTL_MS } from '../src/modules/platform/link-previews/link-previews';
import { insertUser } from '../src/modules/platform/users/users-repository';
import { createTestApp, type TestApp } from './test-app';

/** The built index.html's head, as Vite writes it (apps/web/index.html). */
const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta
      name="description"
      content="Karamu: plan celebrations, find vendors and collect pledges."
    />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <title>Karamu</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
/** A page the build prerendered, with an SVG whose <title> is the body's, not the page's. */
const SERVICES_PAGE = SHELL.replace(
  '<div id="root"></div>',
  '<div id="root" inert><svg><title>Search</title></svg><h1>Services</h1></div>',
);
/** Renders the gallery with its data, as the build's renderer does (decision 0032). */
const RENDERER = `export async function renderDocument(shell, pathAndQuery, api) {
  const designs = await api('/event-templates?size=1');
  return shell.replace('<div id="root"></div>', '<div id="root" inert>' + designs.total + ' designs</div>');
}
`;
const BASE = 'https://karamu.example';
const BROWSER = 'gzip, deflate, br, zstd';

let t: TestApp;
let distDir: string;
/** Moves the app's clock (the previews' short cache) without waiting. */
let clockAhead = 0;
const ids = {
  vendor: '',
  cover: '',
  draftVendor: '',
  service: '',
  unpublishedService: '',
  draftVendorService: '',
  bareVendor: '',
};

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'karamu-web-dist-'));
  writeFileSync(path.join(distDir, 'index.html'), SHELL);
  mkdirSync(path.join(distDir, 'prerendered'));
  writeFileSync(path.join(distDir, 'prerendered', 'services.html'), SERVICES_PAGE);
  mkdirSync(path.join(distDir, '.ssr'));
  writeFileSync(path.join(distDir, '.ssr', 'render-document.mjs'), RENDERER);
  writeFileSync(
    path.join(distDir, 'prerendered', 'pages.json'),
    JSON.stringify({
      files: { '/services': 'services.html' },
      withData: ['/event-templates'],
      renderer: '.ssr/render-document.mjs',
    }),
  );
  t = await createTestApp(
    { WEB_DIST_DIR: distDir, PUBLIC_BASE_URL: `${BASE}/` },
    { now: () => Date.now() + clockAhead },
  );

  const ownerId = await insertUser(t.db, {
    username: 'vendor-owner',
    name: 'Vendor Owner',
    passwordHash: 'not-used',
    createdBy: null,
  });
  const insertVendor = async (values: Partial<typeof vendors.$inferInsert>) => {
    const [row] = await t.db
      .insert(vendors)
      .values({ ownerId, businessName: 'A vendor', currency: 'KES', ...values })
      .returning({ id: vendors.id });
    return row!.id;
  };
  const insertService = async (
    vendorId: string,
    values: Partial<typeof vendorServices.$inferInsert>,
  ) => {
    const [row] = await t.db
      .insert(vendorServices)
      .values({
        vendorId,
        title: 'A service',
        pricing: 'fixed',
        priceMinor: 100,
        currency: 'KES',
        ...values,
      })
      .returning({ id: vendorServices.id });
    return row!.id;
  };

  ids.vendor = await insertVendor({
    businessName: 'Mama <script>alert("x")</script> & "Sons" Catering',
    description: 'We cook   for weddings\nand parties.',
    city: 'Nairobi',
    region: 'Nairobi County',
    status: 'published',
    reviewCount: 4,
    ratingSum: 19,
  });
  const [cover] = await t.db
    .insert(vendorPhotos)
    .values({
      vendorId: ids.vendor,
      position: 0,
      altText: 'A buffet under a white tent',
      width: 1280,
      height: 853,
    })
    .returning({ id: vendorPhotos.id });
  ids.cover = cover!.id;
  await t.db.update(vendors).set({ coverPhotoId: ids.cover }).where(eq(vendors.id, ids.vendor));
  ids.service = await insertService(ids.vendor, {
    title: 'Buffet <b>dinner</b>',
    description: 'Three courses.',
    pricing: 'per_unit',
    priceMinor: 150_000,
    unit: 'guest',
    published: true,
  });
  ids.unpublishedService = await insertService(ids.vendor, { title: 'Secret menu' });

  ids.draftVendor = await insertVendor({ businessName: 'Draft Decor', status: 'draft' });
  ids.draftVendorService = await insertService(ids.draftVendor, {
    title: 'Draft draping',
    published: true,
  });
  ids.bareVendor = await insertVendor({ businessName: 'Tents Ltd', status: 'published' });
});
afterAll(async () => {
  await t.close();
  rmSync(distDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};
const unescape = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]!);

/** The page's head as a crawler reads it: its title and every meta tag by name or property. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const titles = [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => unescape(m[1]!));
  const meta = new Map<string, string[]>();
  for (const [tag] of head.matchAll(/<meta\b[^>]*>/g)) {
    const attributes = Object.fromEntries(
      [...tag.matchAll(/([\w:-]+)\s*=\s*"([^"]*)"/g)].map((m) => [m[1]!, unescape(m[2]!)]),
    );
    const key = attributes.property ?? attributes.name;
    if (key) meta.set(key, [...(meta.get(key) ?? []), attributes.content ?? '']);
  }
  /** The one value of `key` (a second one would be a duplicate tag). */
  const one = (key: string) => {
    const values = meta.get(key) ?? [];
    expect(values, key).toHaveLength(1);
    return values[0]!;
  };
  return { titles, meta, one };
}

describe("a published vendor's storefront", () => {
  it('has its name, place, rating, description and cover in the head, escaped', async () => {
    const response = await get(`/vendors/${ids.vendor}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const html = response.body;
    // The name's markup is text: no tag of the vendor's making reaches the page.
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('"Sons"');
    const head = headOf(html);
    const name = 'Mama <script>alert("x")</script> & "Sons" Catering';
    expect(head.titles).toEqual([`${name} | Karamu`]);
    expect(head.one('og:title')).toBe(name);
    const description =
      'Nairobi, Nairobi County · Rated 4.8/5 (4 reviews) · We cook for weddings and parties.';
    expect(head.one('description')).toBe(description);
    expect(head.one('og:description')).toBe(description);
    expect(head.one('og:type')).toBe('website');
    expect(head.one('og:site_name')).toBe('Karamu');
    expect(head.one('og:url')).toBe(`${BASE}/vendors/${ids.vendor}`);
    expect(head.one('og:image')).toBe(`${BASE}/api/vendor-photos/${ids.cover}/1280.webp`);
    expect(head.one('og:image:type')).toBe('image/webp');
    expect(head.one('og:image:width')).toBe('1280');
    expect(head.one('og:image:height')).toBe('853');
    expect(head.one('og:image:alt')).toBe('A buffet under a white tent');
    expect(head.one('twitter:card')).toBe('summary_large_image');
    expect(head.one('twitter:image')).toBe(head.one('og:image'));
    // The rest of the page is the app's, as before.
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<meta name="viewport"');
  });

  it('without a cover shows the brand picture, and a trailing slash or capitals change nothing', async () => {
    const head = headOf((await get(`/vendors/${ids.bareVendor.toUpperCase()}/`)).body);
    expect(head.one('og:title')).toBe('Tents Ltd');
    expect(head.one('description')).toBe('Photos, prices and reviews on Karamu');
    expect(head.one('og:url')).toBe(`${BASE}/vendors/${ids.bareVendor}`);
    expect(head.one('og:image')).toBe(`${BASE}/link-preview.png`);
    expect(head.one('og:image:width')).toBe('1200');
    expect(head.one('og:image:height')).toBe('630');
  });
});

describe('a published service', () => {
  it("has its title, price, vendor and the vendor's cover", async () => {
    const head = headOf((await get(`/services/${ids.service}?from=search`)).body);
    expect(head.one('og:title')).toBe(
      'Buffet <b>dinner</b> by Mama <script>alert("x")</script> & "Sons" Catering',
    );
    expect(head.one('og:description')).toBe(
      'KES 1,500.00 per guest · Nairobi, Nairobi County · Rated 4.8/5 (4 reviews) · Three courses.',
    );
    expect(head.one('og:url')).toBe(`${BASE}/services/${ids.service}`);
    expect(head.one('og:image')).toBe(`${BASE}/api/vendor-photos/${ids.cover}/1280.webp`);
    expect(head.one('og:image:alt')).toBe('A buffet under a white tent');
  });
});

describe('what is not public', () => {
  it.each([
    ['a draft vendor', () => `/vendors/${ids.draftVendor}`, 'Draft Decor'],
    ['an unpublished service', () => `/services/${ids.unpublishedService}`, 'Secret menu'],
    ["a draft vendor's published service", () => `/services/${ids.draftVendorService}`, 'Draft'],
    ['an unknown id', () => '/vendors/00000000-0000-4000-8000-000000000000', 'never'],
  ])(
    '%s gets the site’s preview and the same app, nothing of the record',
    async (_, url, secret) => {
      const response = await get(url());
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain(secret);
      const head = headOf(response.body);
      expect(head.titles).toEqual(['Karamu']);
      expect(head.one('og:title')).toBe('Karamu');
      expect(head.one('description')).toBe(
        'Karamu: plan celebrations, find vendors and collect pledges.',
      );
      expect(head.one('og:url')).toBe(`${BASE}${url()}`);
      expect(head.one('og:image')).toBe(`${BASE}/link-preview.png`);
      expect(response.body).toContain('<div id="root"></div>');
    },
  );

  it('an id that is no UUID gets the site’s preview, not an error, its text kept as sent', async () => {
    const response = await get('/vendors/%22%3E%3Cscript%3E');
    expect(response.statusCode).toBe(200);
    expect(headOf(response.body).one('og:url')).toBe(`${BASE}/vendors/%22%3E%3Cscript%3E`);
    expect(response.body).not.toContain('<script>');
    expect(headOf(response.body).one('og:title')).toBe('Karamu');
  });

  it('pages below a storefront and other pages keep the build’s tags', async () => {
    for (const url of [`/vendors/${ids.vendor}/photos`, '/login', '/dashboard/events']) {
      const head = headOf((await get(url)).body);
      expect(head.titles).toEqual(['Karamu']);
      expect(head.meta.has('og:title')).toBe(false);
    }
  });
});

describe('the directories and the design gallery', () => {
  it('/vendors and a prerendered /services have their own title, description and picture', async () => {
    const vendorsHead = headOf((await get('/vendors?category=catering')).body);
    expect(vendorsHead.titles).toEqual(['Vendors for your celebration | Karamu']);
    expect(vendorsHead.one('og:url')).toBe(`${BASE}/vendors`);
    expect(vendorsHead.one('og:image')).toBe(`${BASE}/link-preview.png`);
    expect(vendorsHead.one('description')).toMatch(/caterers/);

    const services = (await get('/services')).body;
    // The prerendered page, its body's own SVG title untouched.
    expect(services).toContain('<svg><title>Search</title></svg><h1>Services</h1>');
    const servicesHead = headOf(services);
    expect(servicesHead.titles).toEqual(['Services for your celebration | Karamu']);
    expect(servicesHead.one('og:url')).toBe(`${BASE}/services`);
  });

  it('/event-templates is rendered with its designs and has its preview', async () => {
    const html = (await get('/event-templates?q=roses')).body;
    expect(html).toMatch(/<div id="root" inert>\d+ designs<\/div>/);
    const head = headOf(html);
    expect(head.titles).toEqual(['Invitation card designs | Karamu']);
    expect(head.one('og:url')).toBe(`${BASE}/event-templates`);
    expect(head.one('og:image')).toBe(`${BASE}/link-preview.png`);
    expect(head.one('twitter:card')).toBe('summary_large_image');
  });
});

describe('how the pages travel', () => {
  it('compressed as the client allows, revalidated by ETag, answered 304 when unchanged', async () => {
    const url = `/vendors/${ids.vendor}`;
    const plain = await get(url);
    const br = await get(url, { 'accept-encoding': BROWSER });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    // The page holds nothing of the visitor's: any cache may keep it, asking each time.
    expect(br.headers['cache-control']).toBe('no-cache');
    const etag = String(br.headers['etag']);
    expect(etag).toMatch(/^W\/".+"$/);
    expect(gzip.headers['etag']).toBe(etag);
    const again = await get(url, { 'accept-encoding': BROWSER, 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // Another page's tag is not this one's.
    const other = await get(`/vendors/${ids.bareVendor}`, { 'if-none-match': etag });
    expect(other.statusCode).toBe(200);
  });

  it('uses the address the request came to when PUBLIC_BASE_URL is unset', async () => {
    const local = await createTestApp({ WEB_DIST_DIR: distDir });
    try {
      const response = await local.app.inject({
        method: 'GET',
        url: '/vendors',
        headers: { host: 'karamu.local:3000' },
      });
      expect(headOf(response.body).one('og:url')).toBe('http://karamu.local:3000/vendors');
    } finally {
      await local.close();
    }
  });
});

describe('a vendor that stops being public', () => {
  it('loses its preview once the short cache has passed', async () => {
    const url = `/vendors/${ids.bareVendor}`;
    expect(headOf((await get(url)).body).one('og:title')).toBe('Tents Ltd');
    await t.db.update(vendors).set({ status: 'suspended' }).where(eq(vendors.id, ids.bareVendor));
    // Kept for a short while: a link shared in a group is opened by many phones at once.
    expect(headOf((await get(url)).body).one('og:title')).toBe('Tents Ltd');
    clockAhead += PREVIEW_TTL_MS + 1;
    const head = headOf((await get(url)).body);
    expect(head.one('og:title')).toBe('Karamu');
    expect((await get(url)).body).not.toContain('Tents Ltd');
  });
});
